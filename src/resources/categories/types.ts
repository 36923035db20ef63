/** A category as GET /categories sends it. */
export type { Category } from '@schemas/catalogue';

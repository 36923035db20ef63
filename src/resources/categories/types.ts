/** A category as GET /categories sends it. */
export interface Category {
  id: number;
  name: string;
}

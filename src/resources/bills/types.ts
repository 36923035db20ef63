/** A bill as GET /admin_bills sends it. */
export type { Bill } from '@schemas/bills';

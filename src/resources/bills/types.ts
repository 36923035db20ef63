/** A bill as GET /admin_bills sends it. */
export interface Bill {
  id: number;
  amount: number;
  status: boolean;
  user_id: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  user?: { id: number; email: string; name: string };
}

/** A row of GET /admin_users. */
export interface UserRow {
  id: number;
  name: string;
  email: string;
  credits: number;
  admin: boolean;
  active: boolean;
}

/** GET /admin_users/{id}: the account with its api key, counts and latest orders and bills. */
export interface UserDetailRecord extends UserRow {
  api_key: string;
  orders_count: number;
  bills_count: number;
  orders: { id: number; status: number; price: number; imei: string; service: { name: string } }[];
  bills: { id: number; amount: number; status: boolean; created_at: string }[];
}

/** The accounts the demo seed creates; printed at start so a newcomer can sign in. */
export const DEMO_ADMIN = { name: 'Admin', email: 'admin@example.com', password: 'admin12345' };
export const DEMO_CUSTOMER = {
  name: 'demo',
  email: 'customer@example.com',
  password: 'customer123',
};
/** A customer with a month of orders behind it (dashboard, history, pending queue). */
export const DEMO_SHOP = { name: 'fixshop', email: 'shop@example.com', password: 'customer123' };

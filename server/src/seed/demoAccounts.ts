/** The accounts the demo seed creates; printed at start so a newcomer can sign in. */
export const DEMO_ADMIN = { name: 'Admin', email: 'admin@example.com', password: 'admin12345' };
export const DEMO_CUSTOMER = {
  name: 'demo',
  email: 'customer@example.com',
  password: 'customer123',
};

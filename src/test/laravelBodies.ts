/** Bodies exactly as a Laravel back end serialises them, for the unit tests. */

export const adminUsersPage2 = {
  current_page: 2,
  data: [
    { id: 16, name: 'Ana Pérez', email: 'ana@example.com', credits: 12.5, admin: false },
    { id: 17, name: 'Bruno Díaz', email: 'bruno@example.com', credits: 0, admin: false },
  ],
  first_page_url: 'http://127.0.0.1:8080/api/admin_users?page=1',
  from: 16,
  last_page: 3,
  last_page_url: 'http://127.0.0.1:8080/api/admin_users?page=3',
  links: [
    {
      url: 'http://127.0.0.1:8080/api/admin_users?page=1',
      label: '&laquo; Previous',
      active: false,
    },
    { url: 'http://127.0.0.1:8080/api/admin_users?page=1', label: '1', active: false },
    { url: 'http://127.0.0.1:8080/api/admin_users?page=2', label: '2', active: true },
    { url: 'http://127.0.0.1:8080/api/admin_users?page=3', label: '3', active: false },
    { url: 'http://127.0.0.1:8080/api/admin_users?page=3', label: 'Next &raquo;', active: false },
  ],
  next_page_url: 'http://127.0.0.1:8080/api/admin_users?page=3',
  path: 'http://127.0.0.1:8080/api/admin_users',
  per_page: 15,
  prev_page_url: 'http://127.0.0.1:8080/api/admin_users?page=1',
  to: 17,
  total: 32,
};

export const adminBillsOnlyPage = {
  current_page: 1,
  data: [{ id: 1, amount: 50, status: 1, user: { email: 'ana@example.com' } }],
  first_page_url: 'http://localhost/api/admin_bills?page=1',
  from: 1,
  last_page: 1,
  last_page_url: 'http://localhost/api/admin_bills?page=1',
  links: [
    { url: null, label: '&laquo; Previous', active: false },
    { url: 'http://localhost/api/admin_bills?page=1', label: '1', active: true },
    { url: null, label: 'Next &raquo;', active: false },
  ],
  next_page_url: null,
  path: 'http://localhost/api/admin_bills',
  per_page: 15,
  prev_page_url: null,
  to: 1,
  total: 1,
};

export const registrationErrors = {
  message: 'The name field is required. (and 2 more errors)',
  errors: {
    name: ['The name field is required.'],
    email: ['The email has already been taken.', 'The email must be a valid email address.'],
    c_password: ['The password confirmation and password must match.'],
  },
};

export const wrongCredentials = {
  message: 'These credentials do not match our records.',
  errors: { email: ['These credentials do not match our records.'] },
};

export const adminUser = {
  id: 1,
  name: 'Shop Admin',
  email: 'admin@example.com',
  credits: 0,
  api_key: 'AK-ADMIN-0001',
  admin: true,
};

export const customerUser = {
  id: 7,
  name: 'Carla Gómez',
  email: 'carla@example.com',
  credits: 25,
  api_key: 'AK-CARLA-7777',
  admin: false,
};

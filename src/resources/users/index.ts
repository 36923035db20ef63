import PeopleIcon from '@mui/icons-material/People';
import { lazyView } from '../lazyView';
import type { PortalResource } from '../PortalResource';

const userDetail = lazyView(() => import('./UserDetail').then((module) => module.UserDetail));

/** Admin users (/admin/admin-users). */
export const adminUsers: PortalResource = {
  name: 'admin-users',
  endpoint: { path: '/admin_users' },
  list: lazyView(() => import('./UserList').then((module) => module.UserList)),
  icon: PeopleIcon,
  access: 'admin',
  menu: { section: 'admin', order: 3 },
};

/** A user's detail (/admin/admin-user/{id}): API key, credits, credentials, password, history. */
export const adminUser: PortalResource = {
  name: 'admin-user',
  /** The same records as the list's, read and changed one at a time by the detail's forms. */
  endpoint: { path: '/admin_users' },
  edit: userDetail,
  icon: PeopleIcon,
  access: 'admin',
};

/** /admin/admin-user-bills/{id}: the spec shows the user detail here too. */
export const adminUserBills: PortalResource = {
  name: 'admin-user-bills',
  endpoint: null,
  edit: userDetail,
  icon: PeopleIcon,
  access: 'admin',
};

/** A customer's price list (/admin/admin-user-services/{id}). */
export const adminUserServices: PortalResource = {
  name: 'admin-user-services',
  endpoint: { path: '/user_service_price', list: '/admin_services_price_by_user/:user_id' },
  pages: {
    ':id': lazyView(() => import('./UserServicePrices').then((module) => module.UserServicePrices)),
  },
  icon: PeopleIcon,
  access: 'admin',
};

/** A customer's orders (/admin/admin-user-orders/{id}). */
export const adminUserOrders: PortalResource = {
  name: 'admin-user-orders',
  endpoint: { path: '/admin_orders_by_user', list: '/admin_orders_by_user/:user_id' },
  pages: { ':id': lazyView(() => import('./UserOrders').then((module) => module.UserOrders)) },
  icon: PeopleIcon,
  access: 'admin',
};

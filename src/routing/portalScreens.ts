import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { paths } from './paths';

/** A screen of the portal: its path, the resource `canAccess` is asked about, its component. */
export interface PortalScreen {
  path: string;
  resource: string;
  Component: LazyExoticComponent<ComponentType>;
}

/** Each screen is its own chunk, loaded when first opened. */
const lazyScreen = (load: () => Promise<ComponentType>) =>
  lazy(async () => ({ default: await load() }));

const users = () => import('../resources/users').then((module) => module.default);

export const portalScreens: PortalScreen[] = [
  {
    path: paths.dashboard,
    resource: 'dashboard',
    Component: lazyScreen(() => import('../dashboard').then((module) => module.Dashboard)),
  },
  {
    path: paths.categories,
    resource: 'categories',
    Component: lazyScreen(() =>
      import('../resources/categories').then((module) => module.default.list),
    ),
  },
  {
    path: paths.services,
    resource: 'services',
    Component: lazyScreen(() =>
      import('../resources/services').then((module) => module.default.list),
    ),
  },
  {
    path: paths.users,
    resource: 'users',
    Component: lazyScreen(() => users().then((screens) => screens.list)),
  },
  {
    path: paths.bills,
    resource: 'bills',
    Component: lazyScreen(() => import('../resources/bills').then((module) => module.default.list)),
  },
  {
    path: paths.pendingOrders,
    resource: 'pending_orders',
    Component: lazyScreen(() =>
      import('../resources/pending-orders').then((module) => module.default.list),
    ),
  },
  {
    path: paths.orderHistory,
    resource: 'orders',
    Component: lazyScreen(() =>
      import('../resources/order-history').then((module) => module.default.list),
    ),
  },
  {
    path: paths.userDetail,
    resource: 'users',
    Component: lazyScreen(() => users().then((screens) => screens.edit)),
  },
  {
    path: paths.userServicePrices,
    resource: 'users',
    Component: lazyScreen(() => users().then((screens) => screens.servicePrices)),
  },
  {
    path: paths.userOrders,
    resource: 'users',
    Component: lazyScreen(() => users().then((screens) => screens.orders)),
  },
  {
    // The spec shows the user detail screen here too.
    path: paths.userBills,
    resource: 'users',
    Component: lazyScreen(() => users().then((screens) => screens.edit)),
  },
  {
    path: paths.customerServices,
    resource: 'customer_services',
    Component: lazyScreen(() =>
      import('../customer/services').then((module) => module.default.list),
    ),
  },
  {
    path: paths.myOrders,
    resource: 'my_orders',
    Component: lazyScreen(() => import('../customer/my-orders').then((module) => module.default.list)),
  },
  {
    path: paths.myBills,
    resource: 'my_bills',
    Component: lazyScreen(() => import('../customer/bills').then((module) => module.default.list)),
  },
  {
    path: paths.profile,
    resource: 'profile',
    Component: lazyScreen(() => import('../customer/profile').then((module) => module.ProfilePage)),
  },
];

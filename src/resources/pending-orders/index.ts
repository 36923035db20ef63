import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { lazyView } from '../lazyView';
import type { PortalResource } from '../PortalResource';
import { PendingCountBadge } from './PendingCountBadge';

/** The queue of pending orders (/admin/admin-orders): answer with a code or reject. */
export const adminOrders: PortalResource = {
  name: 'admin-orders',
  endpoint: { path: '/admin_orders_pending' },
  list: lazyView(() => import('./PendingOrderList').then((module) => module.PendingOrderList)),
  icon: HourglassTopIcon,
  access: 'admin',
  menu: { section: 'ordersAdmin', order: 1 },
  menuBadge: PendingCountBadge,
};

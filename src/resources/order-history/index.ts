import HistoryIcon from '@mui/icons-material/History';
import { lazyView } from '../lazyView';
import type { PortalResource } from '../PortalResource';

/** Every order, filtered and exported (/admin/admin-order-history). */
export const adminOrderHistory: PortalResource = {
  name: 'admin-order-history',
  endpoint: { path: '/admin_orders_history', filteredList: '/admin_filter_orders' },
  list: lazyView(() => import('./OrderHistoryList').then((module) => module.OrderHistoryList)),
  icon: HistoryIcon,
  access: 'admin',
  menu: { section: 'ordersAdmin', order: 2 },
};

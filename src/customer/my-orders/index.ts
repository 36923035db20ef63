import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { lazyView } from '../../resources/lazyView';
import type { PortalResource } from '../../resources/PortalResource';

/** The customer's own orders (/admin/orders). */
export const orders: PortalResource = {
  name: 'orders',
  endpoint: { path: '/orders', filteredList: '/user_filter_orders' },
  list: lazyView(() => import('./MyOrderList').then((module) => module.MyOrderList)),
  icon: ShoppingCartIcon,
  access: 'customer',
  menu: { section: 'customer', order: 2 },
};

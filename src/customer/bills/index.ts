import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyView } from '../../resources/lazyView';
import type { PortalResource } from '../../resources/PortalResource';

/** The customer's own bills (/admin/bills). */
export const bills: PortalResource = {
  name: 'bills',
  endpoint: { path: '/bills' },
  list: lazyView(() => import('./MyBillList').then((module) => module.MyBillList)),
  icon: ReceiptIcon,
  access: 'customer',
  menu: { section: 'customer', order: 3 },
};

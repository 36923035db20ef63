import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyView } from '../lazyView';
import type { PortalResource } from '../PortalResource';

/** Admin bills (/admin/admin-bills), with the cancel of a mistaken top-up. */
export const adminBills: PortalResource = {
  name: 'admin-bills',
  endpoint: { path: '/admin_bills' },
  list: lazyView(() => import('./BillList').then((module) => module.BillList)),
  icon: ReceiptLongIcon,
  access: 'admin',
  menu: { section: 'admin', order: 4 },
};

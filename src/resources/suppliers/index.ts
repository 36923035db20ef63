import HubIcon from '@mui/icons-material/Hub';
import { lazyView } from '../lazyView';
import type { PortalResource } from '../PortalResource';

/** The upstream DHRU suppliers (/admin/admin-suppliers): add, check, browse their services. */
export const adminSuppliers: PortalResource = {
  name: 'admin-suppliers',
  endpoint: { path: '/suppliers', listedWhole: true },
  list: lazyView(() => import('./SupplierList').then((module) => module.SupplierList)),
  icon: HubIcon,
  access: 'admin',
  menu: { section: 'admin', order: 6 },
};

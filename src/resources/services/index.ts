import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyView } from '../lazyView';
import type { PortalResource } from '../PortalResource';

/** Admin services (/admin/admin-services). */
export const adminServices: PortalResource = {
  name: 'admin-services',
  endpoint: { path: '/admin_services', listedWhole: true },
  list: lazyView(() => import('./ServiceList').then((module) => module.ServiceList)),
  icon: StorefrontIcon,
  access: 'admin',
  menu: { section: 'admin', order: 2 },
};

import DashboardIcon from '@mui/icons-material/Dashboard';
import { lazyView } from '../resources/lazyView';
import type { PortalResource } from '../resources/PortalResource';

/** The admin dashboard (/admin/dashboard): periods, profit by tier, last 30 days. */
export const dashboard: PortalResource = {
  name: 'dashboard',
  endpoint: null,
  pages: { '': lazyView(() => import('./Dashboard').then((module) => module.Dashboard)) },
  icon: DashboardIcon,
  access: 'admin',
  menu: { section: 'top', order: 2 },
};

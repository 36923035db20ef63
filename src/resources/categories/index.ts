import CategoryIcon from '@mui/icons-material/Category';
import { lazyView } from '../lazyView';
import type { PortalResource } from '../PortalResource';

/** Admin categories (/admin/admin-categories). */
export const adminCategories: PortalResource = {
  name: 'admin-categories',
  endpoint: { path: '/categories', listedWhole: true },
  list: lazyView(() => import('./CategoryList').then((module) => module.CategoryList)),
  icon: CategoryIcon,
  access: 'admin',
  menu: { section: 'admin', order: 1 },
};

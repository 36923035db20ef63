import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { lazyView } from '../../resources/lazyView';
import type { PortalResource } from '../../resources/PortalResource';

/** My Profile (/admin/user-profile): credits, API credentials, two-factor sign-in. */
export const userProfile: PortalResource = {
  name: 'user-profile',
  endpoint: null,
  pages: { '': lazyView(() => import('./ProfilePage').then((module) => module.ProfilePage)) },
  icon: AccountCircleIcon,
  access: 'customer',
  menu: { section: 'top', order: 1 },
};

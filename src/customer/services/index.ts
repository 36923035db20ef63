import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { lazyView } from '../../resources/lazyView';
import type { PortalResource } from '../../resources/PortalResource';

/** The customer's order form (/admin/services): a service at their price, IMEIs, Send. */
export const services: PortalResource = {
  name: 'services',
  endpoint: { path: '/services' },
  list: lazyView(() => import('./ServiceOrderForm').then((module) => module.ServiceOrderForm)),
  icon: PhonelinkLockIcon,
  access: 'customer',
  menu: { section: 'customer', order: 1 },
};

import { bills } from '../customer/bills';
import { orders } from '../customer/my-orders';
import { userProfile } from '../customer/profile';
import { services } from '../customer/services';
import { dashboard } from '../dashboard';
import { adminAuditLog } from './audit-log';
import { adminBills } from './bills';
import { adminCategories } from './categories';
import { adminOrderHistory } from './order-history';
import type { PortalResource } from './PortalResource';
import { adminOrders } from './pending-orders';
import { adminServices } from './services';
import { adminSuppliers } from './suppliers';
import { adminUser, adminUserBills, adminUserOrders, adminUserServices, adminUsers } from './users';

/**
 * Every screen of the portal (spec section 2), declared once. The app mounts them
 * (`<Resource>` or `CustomRoutes`), the sidebar lists them, `canAccess` reads their access rule
 * and the data provider knows their server paths by the same names.
 */
export const portalResources: readonly PortalResource[] = [
  userProfile,
  dashboard,
  adminCategories,
  adminServices,
  adminUsers,
  adminUser,
  adminUserBills,
  adminUserServices,
  adminUserOrders,
  adminBills,
  adminAuditLog,
  adminSuppliers,
  adminOrders,
  adminOrderHistory,
  services,
  orders,
  bills,
];

export type { MenuSection, PortalAccess, PortalResource } from './PortalResource';
export { hasViews } from './PortalResource';

import type { Role } from '../types';

/** What a screen or a menu entry asks for; `resource` is a data provider resource or a page. */
export interface AccessRequest {
  resource: string;
  action?: string;
}

/** The resources and pages of the customer portal: the order form, own orders, own bills, profile. */
export const CUSTOMER_RESOURCES: ReadonlySet<string> = new Set([
  'customer_services',
  'my_orders',
  'my_bills',
  'profile',
]);

/**
 * The one access rule of the client (spec section 6): admins may do everything, customers
 * only use the customer portal, and a visitor without a role nothing. The server enforces
 * the same rule on the data.
 */
export const canAccess = (role: Role | null | undefined, { resource }: AccessRequest): boolean => {
  if (role === 'admin') return true;
  if (role === 'customer') return CUSTOMER_RESOURCES.has(resource);
  return false;
};

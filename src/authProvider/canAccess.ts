import { type PortalResource, portalResources } from '../resources';
import type { Role } from '../types';

/** What a screen or a menu entry asks for; `resource` is a declared portal resource. */
export interface AccessRequest {
  resource: string;
  action?: string;
}

export type AccessRule = (role: Role | null | undefined, request: AccessRequest) => boolean;

/**
 * The access rule of spec section 6, read from the resources' declarations: admins may do
 * everything, customers open the resources declared `access: 'customer'`, and a visitor
 * without a role nothing. The server enforces the same rule on the data.
 */
export const accessRuleOf = (
  resources: readonly Pick<PortalResource, 'name' | 'access'>[],
): AccessRule => {
  const customerResources = new Set(
    resources.filter(({ access }) => access === 'customer').map(({ name }) => name),
  );
  return (role, { resource }) => {
    if (role === 'admin') return true;
    if (role === 'customer') return customerResources.has(resource);
    return false;
  };
};

/** The portal's rule, behind `authProvider.canAccess`. */
export const canAccess: AccessRule = accessRuleOf(portalResources);

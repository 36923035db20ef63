import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType, ReactNode } from 'react';

/**
 * Who may open a resource (spec section 6): `admin` screens are for admins only; `customer`
 * screens are for every signed-in user (admins may do everything).
 */
export type PortalAccess = 'admin' | 'customer';

/**
 * Where a resource's link sits in the sidebar: `top` under the user's name (My Profile,
 * Dashboard), the `admin` and `ordersAdmin` groups, or `customer` below the divider.
 */
export type MenuSection = 'top' | 'admin' | 'ordersAdmin' | 'customer';

/**
 * Where the server serves a resource's records (spec section 7): the screen
 * /admin/admin-categories reads /api/categories.
 */
export interface ResourceEndpoint {
  /** Its records: the list (unless `list` is given), `<path>/{id}` to read, change or delete one. */
  path: string;
  /**
   * A list under a path of its own whose `:field` parts come from the list's filter (one user's
   * prices, one user's orders); its records are still changed at `path`.
   */
  list?: string;
  /** The path the spec reads the list from while a filter is set (section 7). */
  filteredList?: string;
  /**
   * The server lists these records whole and serves no single one (no GET /categories/{id}):
   * getMany picks them from the list (the category of a service's form, a route's supplier).
   */
  listedWhole?: true;
}

/**
 * One screen of the portal, declared once: the name is both the react-admin resource and the
 * URL segment under /admin (`admin-categories` → /admin/admin-categories), so the data provider,
 * the routes, `canAccess`, the sidebar and the i18n key `resources.<name>.name` all meet on it.
 */
export interface PortalResource {
  name: string;
  /**
   * The server path the data provider reads and changes its records at; null for a screen with
   * no records of its own (the profile and the dashboard call their own paths, a user's bills
   * screen shows the `admin-user` record).
   */
  endpoint: ResourceEndpoint | null;
  /** react-admin views, mounted by `<Resource>` at /admin/<name>, /<name>/:id, /<name>/create … */
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  /**
   * Screens that are no list/edit/create/show view, mounted as `CustomRoutes` under /admin/<name>:
   * the key is the rest of the path ('' for /admin/<name> itself, ':id' for /admin/<name>/:id).
   */
  pages?: Record<string, ComponentType>;
  /** The sidebar's icon (a MUI icon component). */
  icon: SvgIconComponent;
  access: PortalAccess;
  /** The sidebar link; a resource without one (a detail screen) is reached from other screens. */
  menu?: { section: MenuSection; order: number };
  /** Wraps the sidebar link's icon, e.g. in a live count (the pending queue's). */
  menuBadge?: ComponentType<{ children: ReactNode }>;
}

/** True when the resource has a react-admin view, i.e. is mounted as a `<Resource>`. */
export const hasViews = ({ list, edit, create, show }: PortalResource): boolean =>
  Boolean(list || edit || create || show);

import type { MenuSection, PortalResource } from '../resources';

/** A sidebar link: the declared resource it opens. */
export type SidebarEntry = Pick<PortalResource, 'name' | 'icon' | 'menuBadge'>;

export type SidebarSections = Record<MenuSection, SidebarEntry[]>;

/**
 * The sidebar's links, read from the resource declarations: per section, in their declared
 * order, only the resources the user may open (`allowed`, i.e. `authProvider.canAccess`).
 */
export const sidebarSections = (
  resources: readonly PortalResource[],
  allowed: (resource: string) => boolean,
): SidebarSections => {
  const sections: SidebarSections = { top: [], admin: [], ordersAdmin: [], customer: [] };
  const linked = resources
    .filter((resource) => resource.menu && allowed(resource.name))
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
  for (const { name, icon, menu, menuBadge } of linked) {
    if (menu) sections[menu.section].push({ name, icon, menuBadge });
  }
  return sections;
};

import { describe, expect, it } from 'vitest';
import { canAccess } from '../authProvider/canAccess';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import type { PortalResource } from '../resources';
import { portalResources } from '../resources';
import type { Role } from '../types';
import { type SidebarSections, sidebarSections } from './sidebarSections';

const sidebarOf = (role: Role, resources: readonly PortalResource[] = portalResources) =>
  sidebarSections(resources, (resource) => canAccess(role, { resource, action: 'list' }));

const names = (sections: SidebarSections) =>
  Object.fromEntries(
    Object.entries(sections).map(([section, entries]) => [
      section,
      entries.map(({ name }) => name),
    ]),
  );

/** The links' texts as the sidebar shows them (the plural of `resources.<name>.name`). */
const labels = (sections: SidebarSections, messages: typeof en) => {
  const names = messages.resources as Record<string, { name?: string }>;
  return Object.values(sections)
    .flat()
    .map(({ name }) => names[name]?.name?.split(' |||| ').at(-1));
};

describe('the sidebar, built from the resource declarations', () => {
  it('shows an admin My Profile, Dashboard, both groups and the customer entries, in order', () => {
    expect(names(sidebarOf('admin'))).toEqual({
      top: ['user-profile', 'dashboard'],
      admin: [
        'admin-categories',
        'admin-services',
        'admin-users',
        'admin-bills',
        'admin-audit-log',
        'admin-suppliers',
      ],
      ordersAdmin: ['admin-orders', 'admin-order-history'],
      customer: ['services', 'orders', 'bills'],
    });
  });

  it('shows a customer only My Profile and the customer entries', () => {
    expect(names(sidebarOf('customer'))).toEqual({
      top: ['user-profile'],
      admin: [],
      ordersAdmin: [],
      customer: ['services', 'orders', 'bills'],
    });
  });

  it('labels the links with the names of the spec, in English and Spanish', () => {
    expect(labels(sidebarOf('admin'), en)).toEqual([
      'My Profile',
      'Dashboard',
      'Categories',
      'Services',
      'Users',
      'Bills',
      'Audit log',
      'Suppliers',
      'Pending Orders',
      'Order History',
      'Services',
      'Orders',
      'Bills',
    ]);
    expect(labels(sidebarOf('admin'), es)).toEqual([
      'Mi Perfil',
      'Panel',
      'Categorías',
      'Servicios',
      'Usuarios',
      'Facturas',
      'Registro de auditoría',
      'Proveedores',
      'Órdenes Pendientes',
      'Historial de Órdenes',
      'Servicios',
      'Órdenes',
      'Facturas',
    ]);
  });

  it('gives every declared resource a name in both languages', () => {
    for (const { name } of portalResources) {
      expect({ name, en: en.resources[name as keyof typeof en.resources] }).toHaveProperty(
        'en.name',
      );
      expect({ name, es: es.resources[name as keyof typeof es.resources] }).toHaveProperty(
        'es.name',
      );
    }
  });

  it('lists a newly declared resource in its section and order, for the roles it allows', () => {
    const reports: PortalResource = {
      name: 'admin-reports',
      endpoint: null,
      icon: portalResources[0].icon,
      access: 'admin',
      menu: { section: 'ordersAdmin', order: 3 },
    };
    const withReports = [...portalResources, reports];
    expect(names(sidebarOf('admin', withReports)).ordersAdmin).toEqual([
      'admin-orders',
      'admin-order-history',
      'admin-reports',
    ]);
    expect(names(sidebarOf('customer', withReports)).ordersAdmin).toEqual([]);
  });

  it('leaves out detail screens without a menu entry', () => {
    const linked = Object.values(sidebarOf('admin'))
      .flat()
      .map(({ name }) => name);
    for (const detail of [
      'admin-user',
      'admin-user-bills',
      'admin-user-services',
      'admin-user-orders',
    ]) {
      expect(linked).not.toContain(detail);
    }
  });
});

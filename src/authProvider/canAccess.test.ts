import { describe, expect, it } from 'vitest';
import { portalResources } from '../resources';
import { accessRuleOf, canAccess } from './canAccess';

const declared = (access: 'admin' | 'customer') =>
  portalResources.filter((resource) => resource.access === access).map(({ name }) => name);

describe('canAccess, read from the resource declarations', () => {
  it('lets an admin do everything', () => {
    for (const { name } of portalResources) {
      for (const action of ['list', 'create', 'edit', 'delete', 'access']) {
        expect(canAccess('admin', { resource: name, action })).toBe(true);
      }
    }
  });

  it('lets a customer open the customer resources only', () => {
    expect(declared('customer').sort()).toEqual(['bills', 'orders', 'services', 'user-profile']);
    for (const resource of declared('customer')) {
      expect(canAccess('customer', { resource, action: 'list' })).toBe(true);
    }
    for (const resource of declared('admin')) {
      expect(canAccess('customer', { resource, action: 'list' })).toBe(false);
    }
  });

  it('keeps every admin screen of the spec from customers', () => {
    for (const resource of [
      'dashboard',
      'admin-categories',
      'admin-services',
      'admin-users',
      'admin-user',
      'admin-user-bills',
      'admin-user-services',
      'admin-user-orders',
      'admin-bills',
      'admin-orders',
      'admin-order-history',
    ]) {
      expect(canAccess('customer', { resource, action: 'list' })).toBe(false);
    }
  });

  it('refuses customers a resource nobody declared', () => {
    expect(canAccess('customer', { resource: 'no-such-screen', action: 'list' })).toBe(false);
  });

  it('follows a declaration: a resource declared for customers opens to them', () => {
    const rule = accessRuleOf([{ name: 'new-screen', access: 'customer' }]);
    expect(rule('customer', { resource: 'new-screen' })).toBe(true);
    expect(
      accessRuleOf([{ name: 'new-screen', access: 'admin' }])('customer', {
        resource: 'new-screen',
      }),
    ).toBe(false);
  });

  it('lets a visitor without a role do nothing', () => {
    expect(canAccess(undefined, { resource: 'user-profile' })).toBe(false);
    expect(canAccess(null, { resource: 'services' })).toBe(false);
  });
});

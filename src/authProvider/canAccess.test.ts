import { describe, expect, it } from 'vitest';
import { canAccess } from './canAccess';

const adminScreens = [
  'dashboard',
  'categories',
  'services',
  'users',
  'bills',
  'orders',
  'pending_orders',
];
const customerScreens = ['customer_services', 'my_orders', 'my_bills', 'profile'];

describe('canAccess', () => {
  it('lets an admin do everything', () => {
    for (const resource of [...adminScreens, ...customerScreens]) {
      for (const action of ['list', 'create', 'edit', 'delete', 'access']) {
        expect(canAccess('admin', { resource, action })).toBe(true);
      }
    }
  });

  it('lets a customer use the customer portal only', () => {
    for (const resource of customerScreens) {
      expect(canAccess('customer', { resource, action: 'list' })).toBe(true);
    }
    for (const resource of adminScreens) {
      expect(canAccess('customer', { resource, action: 'list' })).toBe(false);
    }
  });

  it('lets a visitor without a role do nothing', () => {
    expect(canAccess(undefined, { resource: 'profile' })).toBe(false);
    expect(canAccess(null, { resource: 'customer_services' })).toBe(false);
  });
});

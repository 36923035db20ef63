import { describe, expect, it } from 'vitest';
import { nextPathAfterLogin } from './nextPath';

describe('nextPathAfterLogin', () => {
  it('goes back to the portal page the visitor came from', () => {
    expect(
      nextPathAfterLogin({ nextPathname: '/admin/admin-users', nextSearch: '?page=2' }, true),
    ).toBe('/admin/admin-users?page=2');
    expect(nextPathAfterLogin({ nextPathname: '/admin/user-profile' }, false)).toBe(
      '/admin/user-profile',
    );
  });

  it("goes to an admin's dashboard otherwise", () => {
    expect(nextPathAfterLogin(undefined, true)).toBe('/admin/dashboard');
    expect(nextPathAfterLogin({ nextPathname: '/auth/login' }, true)).toBe('/admin/dashboard');
    expect(nextPathAfterLogin({ nextPathname: 'https://evil.example/admin/x' }, true)).toBe(
      '/admin/dashboard',
    );
  });

  it("goes to a customer's order form otherwise, not to the admin's dashboard", () => {
    expect(nextPathAfterLogin(undefined, false)).toBe('/admin/services');
    expect(nextPathAfterLogin({ nextPathname: 'https://evil.example/admin/x' }, false)).toBe(
      '/admin/services',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { nextPathAfterLogin } from './nextPath';

describe('nextPathAfterLogin', () => {
  it('goes back to the portal page the visitor came from', () => {
    expect(nextPathAfterLogin({ nextPathname: '/admin/admin-users', nextSearch: '?page=2' })).toBe(
      '/admin/admin-users?page=2',
    );
    expect(nextPathAfterLogin({ nextPathname: '/admin/user-profile' })).toBe('/admin/user-profile');
  });

  it('goes to the dashboard otherwise', () => {
    expect(nextPathAfterLogin(undefined)).toBe('/admin/dashboard');
    expect(nextPathAfterLogin({ nextPathname: '/auth/login' })).toBe('/admin/dashboard');
    expect(nextPathAfterLogin({ nextPathname: 'https://evil.example/admin/x' })).toBe(
      '/admin/dashboard',
    );
  });
});

import Cookies from 'js-cookie';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { adminUser, customerUser, wrongCredentials } from '../test/laravelBodies';
import { authProvider } from './authProvider';
import { session } from './session';
import { sessionEnded } from './sessionEnded';

const SERVICE_URL = 'http://127.0.0.1:8080/api/index.php';
const signedIn = (user: typeof adminUser, token = '7|tok') => ({
  status: 200,
  body: { token, user, service_url: SERVICE_URL },
});
const queryContext = { signal: new AbortController().signal, queryKey: [], meta: undefined };

afterEach(() => {
  session.end();
  Cookies.remove('token', { path: '/' });
  vi.unstubAllGlobals();
});

/**
 * The auth provider of a tab just opened (or reloaded): it has not signed in itself, and starts
 * from the cookie. The tests' tab above has signed out, and sends no token until it signs in.
 */
async function newTab() {
  vi.resetModules();
  return (await import('./authProvider')).authProvider;
}

describe('authProvider.login', () => {
  it('posts the credentials, stores the token cookie and knows the user', async () => {
    const { requests } = mockFetch(signedIn(adminUser, '9|admin-token'));
    await authProvider.login({ email: 'admin@example.com', password: 'password' });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/login' });
    expect(requests[0].body).toEqual({ email: 'admin@example.com', password: 'password' });
    expect(Cookies.get('token')).toBe('9|admin-token');
    expect(await authProvider.getPermissions?.(queryContext)).toBe('admin');
    expect(await authProvider.getIdentity?.()).toMatchObject({ id: 1, fullName: 'Shop Admin' });
  });

  it('rejects with the server message on wrong credentials, storing nothing', async () => {
    mockFetch({ status: 422, body: wrongCredentials });
    await expect(authProvider.login({ email: 'x@example.com', password: 'no' })).rejects.toThrow(
      'These credentials do not match our records.',
    );
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('sends the authentication code of a two-factor account', async () => {
    const { requests } = mockFetch(signedIn(adminUser));
    await authProvider.login({ email: 'admin@example.com', password: 'password', otp: '123456' });
    expect(requests[0].body).toEqual({
      email: 'admin@example.com',
      password: 'password',
      otp: '123456',
    });
  });

  it('sends an admin to the dashboard and a customer to the order form, or back where they were sent from', async () => {
    mockFetch(signedIn(adminUser));
    expect(await authProvider.login({ email: 'admin@example.com', password: 'p' })).toEqual({
      redirectTo: '/admin/dashboard',
    });
    mockFetch(signedIn(customerUser));
    expect(await authProvider.login({ email: customerUser.email, password: 'p' })).toEqual({
      redirectTo: '/admin/services',
    });
    mockFetch(signedIn(customerUser));
    const returnState = { nextPathname: '/admin/orders', nextSearch: '?page=2' };
    expect(
      await authProvider.login({ email: customerUser.email, password: 'p', returnState }),
    ).toEqual({ redirectTo: '/admin/orders?page=2' });
  });

  it('sends an admin whom the shop requires to use two-factor sign-in to My Profile', async () => {
    mockFetch({
      status: 200,
      body: { token: '8|t', user: adminUser, service_url: SERVICE_URL, two_factor_required: true },
    });
    expect(await authProvider.login({ email: 'admin@example.com', password: 'p' })).toEqual({
      redirectTo: '/admin/user-profile',
    });
  });
});

describe('authProvider.checkAuth', () => {
  it('refuses a visitor without a token, towards the login, without asking the server', async () => {
    const { fetchStub } = mockFetch({ status: 200, body: {} });
    await expect(authProvider.checkAuth(queryContext)).rejects.toEqual({
      redirectTo: '/auth/login',
      message: false,
    });
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('signs in automatically from the token cookie with GET /profile', async () => {
    Cookies.set('token', '5|remembered', { path: '/' });
    const tab = await newTab();
    const { requests } = mockFetch(signedIn(customerUser, '5|remembered'));
    await tab.checkAuth(queryContext);
    await tab.checkAuth(queryContext);
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe('/api/profile');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer 5|remembered');
    expect(await tab.getPermissions?.(queryContext)).toBe('customer');
  });

  it('forgets a revoked token', async () => {
    Cookies.set('token', '5|revoked', { path: '/' });
    const tab = await newTab();
    mockFetch({ status: 401, body: { message: 'Unauthenticated.' } });
    await expect(tab.checkAuth(queryContext)).rejects.toEqual({
      redirectTo: '/auth/login',
      message: false,
    });
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('keeps the token when the server is unreachable', async () => {
    Cookies.set('token', '5|kept', { path: '/' });
    const tab = await newTab();
    mockFetch(new TypeError('Failed to fetch'));
    await expect(tab.checkAuth(queryContext)).rejects.toEqual({
      redirectTo: '/auth/login',
      message: 'Error Network, try again...',
    });
    expect(Cookies.get('token')).toBe('5|kept');
  });
});

describe('authProvider.checkError', () => {
  it('signs out on 401, saying the session has ended', async () => {
    mockFetch(signedIn(customerUser));
    await authProvider.login({ email: customerUser.email, password: 'secret' });
    await expect(
      authProvider.checkError(new HttpError('Unauthenticated.', 401, {})),
    ).rejects.toEqual({ redirectTo: '/auth/login', message: false });
    expect(sessionEnded.was()).toBe(true);
    sessionEnded.forget();
    expect(sessionEnded.was()).toBe(false);
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('stays signed in on 403 and other failures', async () => {
    mockFetch(signedIn(customerUser));
    await authProvider.login({ email: customerUser.email, password: 'secret' });
    await authProvider.checkError(new HttpError('This action is unauthorized.', 403, {}));
    await authProvider.checkError(new HttpError('Server Error', 500, {}));
    expect(Cookies.get('token')).toBe('7|tok');
  });

  it('sends an admin held back by REQUIRE_ADMIN_2FA to My Profile, still signed in', async () => {
    mockFetch(signedIn(adminUser));
    await authProvider.login({ email: adminUser.email, password: 'secret' });
    await expect(
      authProvider.checkError(
        new HttpError('Turn on two-factor sign-in in My Profile first.', 403, {}),
      ),
    ).rejects.toMatchObject({
      redirectTo: '/admin/user-profile',
      logoutUser: false,
      message: 'two_factor.required',
    });
    expect(Cookies.get('token')).toBe('7|tok');
  });
});

describe('authProvider.logout', () => {
  it('revokes the token on the server, then forgets it', async () => {
    const { requests } = mockFetch(signedIn(adminUser), { status: 204 });
    await authProvider.login({ email: adminUser.email, password: 'password' });
    expect(await authProvider.logout({})).toBe('/auth/login');
    expect(requests[1]).toMatchObject({ method: 'POST', url: '/api/logout' });
    expect(requests[1].headers.get('Authorization')).toBe('Bearer 7|tok');
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    mockFetch(signedIn(adminUser), new TypeError('Failed to fetch'));
    await authProvider.login({ email: adminUser.email, password: 'password' });
    await authProvider.logout({});
    expect(Cookies.get('token')).toBeUndefined();
  });
});

describe('authProvider.canAccess and register', () => {
  it('answers from the role of the signed-in user', async () => {
    mockFetch(signedIn(customerUser));
    await authProvider.login({ email: customerUser.email, password: 'secret' });
    const ask = (resource: string) =>
      authProvider.canAccess?.({ ...queryContext, resource, action: 'list' });
    expect(await ask('orders')).toBe(true);
    expect(await ask('admin-users')).toBe(false);
  });

  it('registers a customer and signs them in', async () => {
    const { requests } = mockFetch({ ...signedIn(customerUser, '8|new'), status: 201 });
    const payload = {
      name: 'Carla Gómez',
      email: 'carla@example.com',
      password: 'secret123',
      c_password: 'secret123',
    };
    const user = await authProvider.register(payload);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/regis', body: payload });
    expect(user.name).toBe('Carla Gómez');
    expect(Cookies.get('token')).toBe('8|new');
  });
});

describe('authProvider.getProfile', () => {
  it('reloads the profile and refreshes the signed-in user', async () => {
    mockFetch(signedIn(customerUser), {
      status: 200,
      body: { token: '7|tok', user: { ...customerUser, credits: 40 }, service_url: SERVICE_URL },
    });
    await authProvider.login({ email: customerUser.email, password: 'secret' });
    const profile = await authProvider.getProfile();
    expect(profile.service_url).toBe(SERVICE_URL);
    expect(await authProvider.getIdentity?.()).toMatchObject({ credits: 40 });
  });
});

import Cookies from 'js-cookie';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { registrationErrors, wrongCredentials } from '../test/laravelBodies';
import { buildUrl, httpClient, NETWORK_ERROR_MESSAGE } from './httpClient';

const rejectionOf = async (promise: Promise<unknown>): Promise<HttpError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
};

afterEach(() => {
  Cookies.remove('token', { path: '/' });
  vi.unstubAllGlobals();
});

describe('httpClient', () => {
  it('sends JSON with the portal headers and includes credentials', async () => {
    const { requests } = mockFetch({ status: 200, body: { data: [] } });
    await httpClient('/categories', { method: 'POST', body: { name: 'Apple' } });
    const [request] = requests;
    expect(request.url).toBe('/api/categories');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.body).toEqual({ name: 'Apple' });
  });

  it("asks for the server's messages in the language on screen, not the browser's", async () => {
    const { requests } = mockFetch({ status: 200, body: {} });
    document.documentElement.lang = 'es';
    await httpClient('/profile');
    document.documentElement.lang = 'en';
    await httpClient('/profile');
    expect(requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['es', 'en']);
  });

  it('adds the bearer token from the token cookie, and none without it', async () => {
    const { requests } = mockFetch({ status: 200, body: {} });
    await httpClient('/profile');
    Cookies.set('token', '41|s3cr3t', { path: '/' });
    await httpClient('/profile');
    expect(requests[0].headers.has('Authorization')).toBe(false);
    expect(requests[1].headers.get('Authorization')).toBe('Bearer 41|s3cr3t');
  });

  it('turns a Laravel 422 into react-admin server-side validation errors', async () => {
    mockFetch({ status: 422, body: registrationErrors });
    const error = await rejectionOf(httpClient('/regis', { method: 'POST', body: {} }));
    expect(error.status).toBe(422);
    expect(error.message).toBe(registrationErrors.message);
    expect(error.body.errors).toEqual({
      root: { serverError: registrationErrors.message },
      name: 'The name field is required.',
      email: 'The email has already been taken.',
      c_password: 'The password confirmation and password must match.',
    });
    expect(error.body.laravel).toEqual(registrationErrors);
  });

  it('keeps the server message of wrong credentials', async () => {
    mockFetch({ status: 422, body: wrongCredentials });
    const error = await rejectionOf(httpClient('/login', { method: 'POST', body: {} }));
    expect(error.message).toBe('These credentials do not match our records.');
    expect(error.body.errors.email).toBe('These credentials do not match our records.');
  });

  it.each([
    [401, 'Unauthenticated.'],
    [403, 'This action is unauthorized.'],
    [404, 'Not Found.'],
    [429, 'Too many login attempts. Please try again in 60 seconds.'],
  ])('rejects a %i with the server message', async (status, message) => {
    mockFetch({ status, body: { message } });
    const error = await rejectionOf(httpClient('/admin_users'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.body).toEqual({ message });
  });

  it('reports an unreachable server as the network error message', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await rejectionOf(httpClient('/login'));
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.message).toBe('Error Network, try again...');
    expect(error.status).toBe(0);
  });

  it('reports a 5xx without the app’s message (a proxy’s page) as the network error', async () => {
    mockFetch({ status: 502 });
    const error = await rejectionOf(httpClient('/admin_users'));
    expect(error.status).toBe(502);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('answers an empty 204 with a null body', async () => {
    mockFetch({ status: 204 });
    const response = await httpClient('/logout', { method: 'POST' });
    expect(response.status).toBe(204);
    expect(response.json).toBeNull();
  });
});

describe('buildUrl', () => {
  it('appends non-empty query parameters', () => {
    expect(buildUrl('/orders', { page: 2, imei: '', status: 4, service_id: undefined })).toBe(
      '/api/orders?page=2&status=4',
    );
  });

  it('keeps absolute urls, such as paginator links', () => {
    expect(buildUrl('http://host/api/admin_users?page=2', { imei: '35' })).toBe(
      'http://host/api/admin_users?page=2&imei=35',
    );
  });
});

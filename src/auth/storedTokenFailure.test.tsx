import { fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { authProvider } from '../authProvider/authProvider';
import { sessionEnded } from '../authProvider/sessionEnded';
import { createI18nProvider } from '../i18n/i18nProvider';
import { PortalApp } from '../PortalApp';
import { createFakeLiveSource } from '../stories/fakeLiveSource';
import { LocationProbe } from '../stories/LocationProbe';
import { mockFetch } from '../test/fetchMock';

/**
 * Spec section 2: on opening the login, a stored token has the profile fetched to sign the user
 * in; section 8: a profile failure shows the server's message, or 'Error Network, try again...'
 * with no response. The real auth provider over a stubbed fetch, in a tab whose cookie holds a
 * token (each test file starts as a new tab: src/test/newTab.ts).
 */
const openAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PortalApp
        authProvider={authProvider}
        dataProvider={testDataProvider()}
        i18nProvider={createI18nProvider()}
        store={memoryStore()}
        live={createFakeLiveSource()}
      />
      <LocationProbe />
    </MemoryRouter>,
  );

// The tab's token stays unread (`bearerToken`) until a GET /profile answers: the 401 test, which
// ends the session, comes last.
afterEach(() => {
  Cookies.remove('token', { path: '/' });
  sessionEnded.forget();
});

const loginForm = () => screen.findByRole('button', { name: 'Get Started' }, { timeout: 5000 });

describe('the login page after a failed sign-in from the stored token', () => {
  it("says 'Error Network, try again...' when GET /profile gets no answer", async () => {
    Cookies.set('token', '5|kept', { path: '/' });
    mockFetch(new TypeError('Failed to fetch'));
    openAt('/auth/login');
    await loginForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Network, try again...');
  });

  it("shows the server's message of a failed GET /profile", async () => {
    Cookies.set('token', '5|kept', { path: '/' });
    mockFetch({ status: 503, body: { message: 'The shop is being upgraded.' } });
    openAt('/auth/login');
    await loginForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is being upgraded.');
  });

  it('says it on the login a portal screen sent the visitor to', async () => {
    Cookies.set('token', '5|kept', { path: '/' });
    mockFetch(new TypeError('Failed to fetch'));
    openAt('/admin/orders');
    await loginForm();
    expect(screen.getByTestId('story-location')).toHaveTextContent('/auth/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Network, try again...');
  });

  it('clears the message once an input changes', async () => {
    Cookies.set('token', '5|kept', { path: '/' });
    mockFetch(new TypeError('Failed to fetch'));
    openAt('/auth/login');
    await screen.findByRole('alert', {}, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing without a stored token', async () => {
    mockFetch({ status: 200, body: {} });
    openAt('/auth/login');
    await loginForm();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says no error for a token the server no longer knows (its session ended)', async () => {
    Cookies.set('token', '5|revoked', { path: '/' });
    mockFetch({ status: 401, body: { message: 'Unauthenticated.' } });
    openAt('/auth/login');
    await screen.findByText(
      'Your session has ended. Sign in again to go on.',
      {},
      { timeout: 5000 },
    );
    expect(screen.queryByText(/Unauthenticated|Error Network/)).toBeNull();
  });
});

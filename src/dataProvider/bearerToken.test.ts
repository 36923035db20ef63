import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a tab just opened (or reloaded) finds it. */
async function newTab() {
  vi.resetModules();
  return (await import('./bearerToken')).bearerToken;
}

/** Another tab of the browser signing in: it writes the shared cookie. */
const otherTabSignsIn = (token: string) => Cookies.set('token', token, { path: '/' });

afterEach(() => Cookies.remove('token', { path: '/' }));

describe('the bearer token a tab sends', () => {
  it('a new tab starts from the cookie', async () => {
    otherTabSignsIn('1|first');
    expect((await newTab()).current()).toBe('1|first');
  });

  it('a tab that signed in keeps its own token when another tab signs in as someone else', async () => {
    const tab = await newTab();
    tab.remember('1|first');
    otherTabSignsIn('2|second');
    expect(tab.current()).toBe('1|first');
  });

  it('a tab signing out (or refused) sends no token, not the one another tab signed in with', async () => {
    const tab = await newTab();
    tab.remember('1|first');
    otherTabSignsIn('2|second');
    tab.forget();
    expect(tab.current()).toBeUndefined();
    // The other tab's sign-in stays.
    expect(Cookies.get('token')).toBe('2|second');
    tab.remember('3|again');
    expect(tab.current()).toBe('3|again');
  });

  it('signing out removes the cookie when it still holds this tab’s token', async () => {
    const tab = await newTab();
    tab.remember('1|first');
    expect(Cookies.get('token')).toBe('1|first');
    tab.forget();
    expect(Cookies.get('token')).toBeUndefined();
  });
});

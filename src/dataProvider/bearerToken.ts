import Cookies from 'js-cookie';

/** Name of the cookie that holds the bearer token. */
export const TOKEN_COOKIE = 'token';

/**
 * The token this tab signed in with; undefined until it has (a new tab, a reload), null once it
 * signed out or its token was refused (the cookie may hold another tab's sign-in by then).
 */
let tokenOfThisTab: string | null | undefined;

/**
 * The bearer token a request of this tab carries. The cookie is shared by every tab of the
 * browser, so it tells a tab who signed in last, anywhere; a tab that has signed in keeps sending
 * its own token. Before, a tab still showing one customer sent the cookie's token after another
 * customer signed in in a second tab, and its order was charged to that other account. Now such a
 * tab's token is the one its sign-out revoked: the server answers 401, and the tab asks for a
 * sign-in. A new tab or a reload starts from the cookie.
 */
export const bearerToken = {
  current: (): string | undefined =>
    tokenOfThisTab === undefined ? Cookies.get(TOKEN_COOKIE) : (tokenOfThisTab ?? undefined),

  /** Signed in (or the token confirmed by the server): this tab's token, and the cookie's. */
  remember: (token: string): void => {
    tokenOfThisTab = token;
    Cookies.set(TOKEN_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: window.location.protocol === 'https:',
    });
  },

  /**
   * Signed out, or the token refused: this tab forgets it and sends none until it signs in again
   * (not the cookie's: that of a sign-in in another tab, which its sign-out would revoke). The
   * cookie goes too unless another tab has put another account's token there since.
   */
  forget: (): void => {
    const inCookie = Cookies.get(TOKEN_COOKIE);
    if (tokenOfThisTab === undefined || inCookie === tokenOfThisTab) {
      Cookies.remove(TOKEN_COOKIE, { path: '/' });
    }
    tokenOfThisTab = null;
  },
};

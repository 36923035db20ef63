/**
 * Whether this tab was sent to the login because its session ended on the server (expired,
 * signed out elsewhere, the account deactivated), for the login page to say so: a screen that
 * went to the login without a word looked like a fault. Kept for the tab, until read.
 */
const KEY = 'session-ended';

export const sessionEnded = {
  note: (): void => {
    try {
      sessionStorage.setItem(KEY, '1');
    } catch {
      // Storage refused (a private window's quota): the login page just says nothing.
    }
  },

  /** Whether it ended (the login page reads it once, then `forget`s it). */
  was: (): boolean => {
    try {
      return sessionStorage.getItem(KEY) === '1';
    } catch {
      return false;
    }
  },

  forget: (): void => {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing stored.
    }
  },
};

import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';

/**
 * The test files of a worker share one window and one module registry (`isolate: false` in
 * vitest.config.ts: importing react-admin and MUI once per worker instead of once per file is
 * most of what the client tests cost). Each file starts as a tab just opened would: the modules
 * of the portal evaluated again (the token this tab signed in with, the signed-in user), nothing
 * stored, no cookie, an empty page at `/`, the real timers and globals.
 *
 * Testing Library registers its own hooks when it is imported, which is then once per worker:
 * React's act environment (without it a render is not flushed before the test reads the page)
 * and the unmounting after each test. They are set here for every file.
 *
 * The first setup file (vitest.config.ts), so that what the others import is evaluated anew too.
 */
function startAsANewTab(): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  afterEach(cleanup);
  vi.resetModules();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
}

startAsANewTab();

import {
  AdminContext,
  type DataProvider,
  type I18nProvider,
  localStorageStore,
  type Store,
} from 'react-admin';
import type { PortalAuthProvider } from './authProvider/authProvider';
import { i18nProvider as defaultI18nProvider } from './i18n/i18nProvider';
import { MuiLocale } from './layout/MuiLocale';
import { browserLiveSource, type LiveSource, LiveSourceProvider } from './live';
import { AppRoutes } from './routing/AppRoutes';
import { PORTAL_BASENAME } from './routing/paths';
import { portalTheme } from './theme/theme';

export interface PortalAppProps {
  authProvider: PortalAuthProvider;
  dataProvider: DataProvider;
  i18nProvider?: I18nProvider;
  store?: Store;
  /** The live events (GET /api/events); stories give a stand-in. */
  live?: LiveSource;
}

const browserStore = localStorageStore('1', 'unlock-portal');

/**
 * The whole app inside a router: react-admin's context (providers, theme, store) around
 * the route groups. The real app and the stories use it alike.
 */
export const PortalApp = ({
  authProvider,
  dataProvider,
  i18nProvider = defaultI18nProvider,
  store = browserStore,
  live = browserLiveSource,
}: PortalAppProps) => (
  <AdminContext
    basename={PORTAL_BASENAME}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={portalTheme}
  >
    <MuiLocale>
      <LiveSourceProvider source={live}>
        <AppRoutes />
      </LiveSourceProvider>
    </MuiLocale>
  </AdminContext>
);

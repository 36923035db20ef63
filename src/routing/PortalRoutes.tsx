import { AdminUI, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { GuardedScreen } from './GuardedScreen';
import { toPortalRoute } from './paths';
import { portalScreens } from './portalScreens';
import { RedirectToFallback } from './Redirect';

/**
 * Everything under /admin: signed-in users only (others are sent to the login, which brings
 * them back here afterwards), inside the portal layout.
 */
const PortalRoutes = () => (
  <AdminUI
    layout={Layout}
    dashboard={RedirectToFallback}
    catchAll={RedirectToFallback}
    loginPage={false}
    requireAuth
    title="app.title"
  >
    <CustomRoutes>
      {portalScreens.map((screen) => (
        <Route
          key={screen.path}
          path={toPortalRoute(screen.path)}
          element={<GuardedScreen screen={screen} />}
        />
      ))}
    </CustomRoutes>
  </AdminUI>
);

export default PortalRoutes;

import { AdminUI, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { GuardedScreen } from './GuardedScreen';
import { toPortalRoute } from './paths';
import { portalScreens } from './portalScreens';
import { RedirectToFallback } from './Redirect';

/**
 * Everything under /admin, inside the portal layout. Only mounted for signed-in users
 * (`RequireSignIn` in AppRoutes).
 */
const PortalRoutes = () => (
  <AdminUI
    layout={Layout}
    dashboard={RedirectToFallback}
    catchAll={RedirectToFallback}
    loginPage={false}
    title="app.title"
    disableTelemetry
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

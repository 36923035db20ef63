import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { GuestOnly } from '../auth/GuestOnly';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';
import { FALLBACK_PATH, paths } from './paths';
import { RequireSignIn } from './RequireSignIn';

/** The portal is a chunk of its own: the sign-in pages do not load it. */
const PortalRoutes = lazy(() => import('./PortalRoutes'));

/** The route groups of spec section 2. */
export const AppRoutes = () => (
  <Routes>
    <Route
      path={paths.login}
      element={
        <GuestOnly>
          <LoginPage />
        </GuestOnly>
      }
    />
    <Route
      path={paths.register}
      element={
        <GuestOnly>
          <RegisterPage />
        </GuestOnly>
      }
    />
    <Route
      path="/admin/*"
      element={
        <RequireSignIn>
          <Suspense fallback={<Loading />}>
            <PortalRoutes />
          </Suspense>
        </RequireSignIn>
      }
    />
    <Route path="*" element={<Navigate to={FALLBACK_PATH} replace />} />
  </Routes>
);

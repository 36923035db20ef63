import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { GuestOnly } from '../auth/GuestOnly';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';
import { ResetPasswordPage } from '../auth/ResetPasswordPage';
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
      path={paths.forgotPassword}
      element={
        <GuestOnly>
          <ForgotPasswordPage />
        </GuestOnly>
      }
    />
    {/* Open signed in too: the link may be opened in a browser where someone is signed in. */}
    <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
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

import { Navigate } from 'react-router-dom';
import { FALLBACK_PATH } from './paths';

/** Any unknown path, and the bare /admin, lead to the dashboard. */
export const RedirectToFallback = () => <Navigate to={FALLBACK_PATH} replace />;

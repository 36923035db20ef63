export { authApi } from './authApi';
export type { PortalAuthProvider } from './authProvider';
export { authProvider, currentUser, toIdentity } from './authProvider';
export type { AccessRequest } from './canAccess';
export { CUSTOMER_RESOURCES, canAccess } from './canAccess';
export { roleOf, session } from './session';

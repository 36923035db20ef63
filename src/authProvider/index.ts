export { authApi } from './authApi';
export type { PortalAuthProvider } from './authProvider';
export { authProvider, currentUser, toIdentity } from './authProvider';
export type { AccessRequest, AccessRule } from './canAccess';
export { accessRuleOf, canAccess } from './canAccess';
export { roleOf, session } from './session';

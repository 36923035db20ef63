export { ApiCredentials } from './ApiCredentials';
export { ProfilePage } from './ProfilePage';

export { GuestOnly } from './GuestOnly';
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';

export { ForgotPasswordPage } from './ForgotPasswordPage';
export { GuestOnly } from './GuestOnly';
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';

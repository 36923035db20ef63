import { type Static, Type } from '@sinclair/typebox';
import { DataOf } from './fields.js';

/** POST /password/forgot: the address of the account whose password was forgotten. */
export const ForgotPasswordBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 255, format: 'email' }),
});
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/** POST /password/reset: the link's token and the new password, twice. */
export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 1000 }),
  c_password: Type.String({ minLength: 1, maxLength: 1000 }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** The answer of both: a sentence to show. */
export const PasswordMessage = Type.Object({ message: Type.String() });
export type PasswordMessage = Static<typeof PasswordMessage>;

/** GET /settings: what the signed-out pages need to know of this shop. */
export const PublicSettings = DataOf(
  Type.Object({
    mail: Type.Boolean({
      description: 'Mail is on (SMTP_URL): "forgot password" is offered on the login screen',
    }),
  }),
);
export type PublicSettings = Static<typeof PublicSettings>;

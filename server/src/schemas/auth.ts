import { type Static, Type } from '@sinclair/typebox';

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 255 }),
  password: Type.String({ minLength: 1, maxLength: 1000 }),
  /** The authenticator code (or a recovery code) of an account with two-factor sign-in. */
  otp: Type.Optional(Type.String({ maxLength: 32 })),
});
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  email: Type.String({ minLength: 1, maxLength: 255, format: 'email' }),
  password: Type.String({ minLength: 1, maxLength: 1000 }),
  c_password: Type.String({ minLength: 1, maxLength: 1000 }),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const OtpBody = Type.Object({ otp: Type.String({ minLength: 1, maxLength: 32 }) });
export type OtpBody = Static<typeof OtpBody>;

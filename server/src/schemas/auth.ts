import { type Static, Type } from '@sinclair/typebox';
import { Account, Locale } from './users.js';

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

/** POST /profile/2fa: the secret to type and the otpauth:// URL its QR code carries. */
export const TwoFactorSetUp = Type.Object({
  data: Type.Object({ secret: Type.String(), otpauth_url: Type.String() }),
});
export type TwoFactorSetUp = Static<typeof TwoFactorSetUp>;

/** POST /profile/2fa/confirm: the one-time recovery codes, shown once. */
export const RecoveryCodes = Type.Object({
  data: Type.Object({ recovery_codes: Type.Array(Type.String()) }),
});
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** POST /login, POST /regis and GET /profile: the bearer token and the signed-in account. */
export const Session = Type.Object({
  token: Type.String(),
  user: Account,
  service_url: Type.String({ description: 'The shop’s public URL, for the reseller API' }),
  two_factor_required: Type.Boolean({
    description: 'REQUIRE_ADMIN_2FA is on and this admin has yet to turn two-factor sign-in on',
  }),
});
export type Session = Static<typeof Session>;

/** The 403 to an admin whom REQUIRE_ADMIN_2FA holds on My Profile (the client matches it). */
export const TWO_FACTOR_FIRST = 'Turn on two-factor sign-in in My Profile first.';
export type TwoFactorFirst = typeof TWO_FACTOR_FIRST;

/** PATCH /profile: the account's own mail settings, one or both. */
export const ProfileChanges = Type.Object({
  notify_orders: Type.Optional(
    Type.Boolean({ description: 'Mail me when my orders are answered' }),
  ),
  locale: Type.Optional(Locale),
});
export type ProfileChanges = Static<typeof ProfileChanges>;

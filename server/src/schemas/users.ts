import { type Static, Type } from '@sinclair/typebox';
import { Id, Money, Timestamp } from './fields.js';

const accountFields = {
  id: Id,
  name: Type.String(),
  email: Type.String(),
  credits: Money,
  admin: Type.Boolean(),
  active: Type.Boolean(),
  two_factor: Type.Boolean({ description: 'Whether two-factor sign-in is on' }),
};
const timestamps = { created_at: Timestamp, updated_at: Timestamp };

/** An account in the users list: never the password, no api key. */
export const User = Type.Object({ ...accountFields, ...timestamps });
export type User = Static<typeof User>;

/** The languages an account's mails are written in. */
export const ACCOUNT_LOCALES = ['en', 'es'] as const;
export type AccountLocale = (typeof ACCOUNT_LOCALES)[number];
export const Locale = Type.Unsafe<AccountLocale>({
  type: 'string',
  enum: [...ACCOUNT_LOCALES],
  description: 'The language of the account’s mails',
});

/** The account as its owner (or an admin on the detail) sees it: with its api key. */
export const Account = Type.Object({
  ...accountFields,
  api_key: Type.String({ description: 'The reseller API key' }),
  notify_orders: Type.Boolean({ description: 'A mail tells the customer of answered orders' }),
  locale: Locale,
  ...timestamps,
});
export type Account = Static<typeof Account>;

/** GET /admin_users/{id}: the account with its api key, counts and the latest orders and bills. */
export const UserDetail = Type.Object({
  ...Account.properties,
  orders_count: Type.Integer(),
  bills_count: Type.Integer(),
  orders: Type.Array(
    Type.Object({
      id: Id,
      status: Type.Integer(),
      price: Money,
      imei: Type.String(),
      service: Type.Object({ name: Type.String() }),
      created_at: Timestamp,
    }),
  ),
  bills: Type.Array(
    Type.Object({
      id: Id,
      amount: Money,
      status: Type.Boolean(),
      created_at: Timestamp,
    }),
  ),
});
export type UserDetail = Static<typeof UserDetail>;

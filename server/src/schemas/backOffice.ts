import { type Static, Type } from '@sinclair/typebox';
import { SERVICE_FIELD_LIMITS, ServiceFields, ServiceTier } from './catalogue.js';
import { CheckedByDomain } from './fields.js';
import { PageQuery } from './paging.js';

/**
 * Bodies of the admin back office. Money, ids, the tier and the account changes are read by the
 * domain (`readAmount`, `readId`, `readAccountChange`…) so that null, '' and '12.345' get the
 * spec's clear message instead of being coerced: their schemas let every value through
 * (`CheckedByDomain`) and document, and type, what a client sends.
 */

/** A decimal written plainly, as a JSON number or as text: 12.5, "12.50". */
const Decimal = (pattern: string) => Type.Union([Type.Number(), Type.String({ pattern })]);
const AT_MOST_TWO_DECIMALS = '^\\d+(\\.\\d{1,2})?$';

const Amount = (description: string) =>
  CheckedByDomain(Decimal(AT_MOST_TWO_DECIMALS), { description });

export const RecordParams = Type.Object({ id: Type.String({ maxLength: 40 }) });
export type RecordParams = Static<typeof RecordParams>;

export const UserParams = Type.Object({ userId: Type.String({ maxLength: 40 }) });
export type UserParams = Static<typeof UserParams>;

export const CategoryBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }) });
export type CategoryBody = Static<typeof CategoryBody>;

const Tier = CheckedByDomain(ServiceTier, {
  description: "Dashboard tier: 'none', 'clean', 'base' or 'premium'; default 'none'",
});

/**
 * Every field the service form sends is read by the domain, the name and texts too: a schema
 * refusal of one field (a blank name) would stop the request before the domain names the others,
 * and the admin would meet the form's mistakes one at a time.
 */
export const ServiceBody = Type.Object({
  name: CheckedByDomain(Type.String({ minLength: 1, maxLength: 255 }), {
    description: 'Required, at most 255 characters',
  }),
  price: Amount('List price, ≥ 0, at most 2 decimals'),
  category_id: CheckedByDomain(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
    description: 'Id of an existing category',
  }),
  cost: Type.Optional(Amount('What the shop pays its supplier; default 0')),
  tier: Type.Optional(Tier),
  description: Type.Optional(
    CheckedByDomain(Type.String({ maxLength: SERVICE_FIELD_LIMITS.description }), {
      description: 'Default empty',
    }),
  ),
  delivery_time: Type.Optional(
    CheckedByDomain(Type.String({ maxLength: SERVICE_FIELD_LIMITS.deliveryTime }), {
      description: 'e.g. "1-24 hours"; default empty',
    }),
  ),
  fields: Type.Optional(ServiceFields),
});
export type ServiceBody = Static<typeof ServiceBody>;

export const ServicePatchBody = Type.Partial(ServiceBody);
export type ServicePatchBody = Static<typeof ServicePatchBody>;

/** POST /admin_services/{id}/restore: the category it goes back into, when not its own. */
export const ServiceRestoreBody = Type.Object({
  category_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'Id of an existing category; default the one it had',
    }),
  ),
});
export type ServiceRestoreBody = Static<typeof ServiceRestoreBody>;

export const ServiceListQuery = Type.Object({
  with_retired: Type.Optional(
    Type.String({
      pattern: '^(|0|1|true|false)$',
      description: 'Include retired services: 1 or true (as the client sends a filter, 1)',
    }),
  ),
});
export type ServiceListQuery = Static<typeof ServiceListQuery>;

export const NewUserBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  email: Type.String({ minLength: 1, maxLength: 255, format: 'email' }),
  password: Type.String({ minLength: 1, maxLength: 1000 }),
  c_password: Type.String({ minLength: 1, maxLength: 1000 }),
});
export type NewUserBody = Static<typeof NewUserBody>;

/** Exactly one of {api_key: true} | {credits} | {name, email} | {password, c_password}. */
export const UserChangeBody = Type.Object({
  api_key: Type.Optional(
    CheckedByDomain(Type.Literal(true), { description: 'true regenerates the API key' }),
  ),
  credits: Type.Optional(
    CheckedByDomain(Decimal('^-?\\d+(\\.\\d{1,2})?$'), {
      description:
        'Credits to add (> 0), or to take off (< 0: a chargeback; never below the balance), at most 2 decimals',
    }),
  ),
  name: Type.Optional(
    CheckedByDomain(Type.String({ maxLength: 255 }), { description: 'With email' }),
  ),
  email: Type.Optional(
    CheckedByDomain(Type.String({ format: 'email', maxLength: 255 }), { description: 'With name' }),
  ),
  password: Type.Optional(
    CheckedByDomain(Type.String({ maxLength: 1000 }), { description: 'With c_password' }),
  ),
  c_password: Type.Optional(
    CheckedByDomain(Type.String({ maxLength: 1000 }), { description: 'The password again' }),
  ),
});
export type UserChangeBody = Static<typeof UserChangeBody>;

/** A top-up's optional Idempotency-Key: one key per intended top-up, sent again on a retry. */
export const UserChangeHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '^[\\x21-\\x7e]+$',
      description:
        'With {credits}: the same key again (same admin) adds nothing and answers the bill it made',
    }),
  ),
});
export type UserChangeHeaders = Static<typeof UserChangeHeaders>;

export const CustomerPriceBody = Type.Object({
  id: Type.Optional(
    CheckedByDomain(Type.String({ pattern: '^\\d+-\\d+$' }), {
      description: 'The row id "{userId}-{serviceId}"; it must match the address',
    }),
  ),
  price: Amount('Price for this customer, ≥ 0, at most 2 decimals'),
});
export type CustomerPriceBody = Static<typeof CustomerPriceBody>;

/** Longest search the customer's price list takes. */
export const MAX_PRICE_SEARCH = 200;

/** `?page=&per_page=&search=` of a customer's price list. */
export const CustomerPricesQuery = Type.Composite([
  PageQuery,
  Type.Object({
    search: Type.Optional(
      Type.String({
        maxLength: MAX_PRICE_SEARCH,
        description:
          'Words that must all appear in the service’s name or its category’s name (any case, any accents)',
      }),
    ),
  }),
]);
export type CustomerPricesQuery = Static<typeof CustomerPricesQuery>;

export const BillsQuery = Type.Composite([
  PageQuery,
  Type.Object({ user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) }),
]);
export type BillsQuery = Static<typeof BillsQuery>;

export const BillChangeBody = Type.Object({
  status: CheckedByDomain(Type.Literal(false), {
    description: 'false cancels the top-up; nothing else is accepted',
  }),
});
export type BillChangeBody = Static<typeof BillChangeBody>;

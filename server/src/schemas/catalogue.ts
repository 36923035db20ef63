import { type Static, Type } from '@sinclair/typebox';
import {
  SERVICE_FIELD_LIMITS,
  SERVICE_FIELD_NAME,
  SERVICE_FIELD_TYPES,
  SERVICE_TIERS,
} from '../domain/catalogueRules.js';
import { Id, Money, Timestamp } from './fields.js';

/** The custom fields' limits are the domain's (domain/catalogueRules.ts); the client reads them here. */
export { SERVICE_FIELD_LIMITS };

/** A category as GET /categories sends it. */
export const Category = Type.Object({
  id: Id,
  name: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Category = Static<typeof Category>;

/** The dashboard tier a service counts in (one string type, so it serializes without a search). */
export const ServiceTier = Type.Unsafe<(typeof SERVICE_TIERS)[number]>({
  type: 'string',
  enum: [...SERVICE_TIERS],
});
export type ServiceTier = Static<typeof ServiceTier>;

/** What a custom field holds: free text, a number, or one of its options. */
export const ServiceFieldType = Type.Unsafe<(typeof SERVICE_FIELD_TYPES)[number]>({
  type: 'string',
  enum: [...SERVICE_FIELD_TYPES],
});
export type ServiceFieldType = Static<typeof ServiceFieldType>;

/**
 * One custom field of a service: what the customer fills in with each order of it (a network, a
 * serial number…). `options` only for (and required by) a select; `pattern` only for a text.
 */
export const ServiceField = Type.Object({
  name: Type.String({
    pattern: SERVICE_FIELD_NAME,
    description: 'The key of the value: lower-case letters, digits and _, a letter first, ≤ 32',
  }),
  label: Type.String({
    minLength: 1,
    maxLength: SERVICE_FIELD_LIMITS.label,
    description: 'What the order form shows; the messages name the field by it',
  }),
  type: ServiceFieldType,
  required: Type.Boolean(),
  options: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: SERVICE_FIELD_LIMITS.option }), {
      minItems: 1,
      maxItems: SERVICE_FIELD_LIMITS.options,
      uniqueItems: true,
      description: 'The choices of a select (required for it, refused for other types)',
    }),
  ),
  pattern: Type.Optional(
    Type.String({
      maxLength: SERVICE_FIELD_LIMITS.pattern,
      description:
        'Text fields only: a regular expression (no flags) the whole value must match, checked by RE2 in linear time: no lookarounds nor back-references',
    }),
  ),
});
export type ServiceField = Static<typeof ServiceField>;

/** A service's custom fields, in the order the form shows them; names unique. */
export const ServiceFields = Type.Array(ServiceField, {
  maxItems: SERVICE_FIELD_LIMITS.fields,
  description: `At most ${SERVICE_FIELD_LIMITS.fields} fields, names unique; a 422 names the culprit as fields.<index>.<property>`,
});

/** What a service tells the customer besides its name and price. */
const ServiceDetails = {
  description: Type.String({ description: 'Free text shown with the service (may be empty)' }),
  delivery_time: Type.String({ description: 'Free text such as "1-24 hours" (may be empty)' }),
  fields: ServiceFields,
};

/** A service as the admin's catalogue (GET /admin_services) sends it. */
export const AdminService = Type.Object({
  id: Id,
  name: Type.String(),
  price: Money,
  cost: Money,
  tier: ServiceTier,
  active: Type.Boolean({ description: 'false once retired' }),
  category: Type.Object({ id: Id, name: Type.String() }),
  category_id: Id,
  ...ServiceDetails,
});
export type AdminService = Static<typeof AdminService>;

/** One entry of GET /services: an active service with the price this customer pays. */
export const CustomerService = Type.Object({
  id: Id,
  price: Money,
  service: Type.Object({ id: Id, name: Type.String() }),
  category: Type.Object({ id: Id, name: Type.String() }),
  ...ServiceDetails,
});
export type CustomerService = Static<typeof CustomerService>;

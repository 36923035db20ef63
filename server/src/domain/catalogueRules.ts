/**
 * What the catalogue allows, as the domain checks it and the API's schemas declare it
 * (schemas/catalogue.ts imports these; this module imports nothing, so the client's type-only
 * imports of the schemas reach nothing else of the server).
 */

/** The dashboard tier a service counts in. */
export const SERVICE_TIERS = ['none', 'clean', 'base', 'premium'] as const;
export type ServiceTier = (typeof SERVICE_TIERS)[number];

/** The limits of a service's custom fields and of the values an order gives them. */
export const SERVICE_FIELD_LIMITS = {
  /** Fields per service. */
  fields: 10,
  label: 100,
  /** Choices of a select, and the length of each. */
  options: 50,
  option: 100,
  pattern: 200,
  /** The length of one value given with an order. */
  value: 255,
  description: 5000,
  deliveryTime: 100,
} as const;

/** A field's name: the key of its value in an order's `fields` and in DHRU's CUSTOMFIELD. */
export const SERVICE_FIELD_NAME = '^[a-z][a-z0-9_]{0,31}$';

/** What a custom field holds: free text, a number, or one of its options. */
export const SERVICE_FIELD_TYPES = ['text', 'number', 'select'] as const;

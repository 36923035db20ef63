import type {
  SERVICE_FIELD_LIMITS,
  ServiceField,
  ServiceFieldType,
  ServiceTier,
} from '@schemas/catalogue';

/** Every tier of the server's schema, once each (a missing or unknown one does not compile). */
const TIERS: Record<ServiceTier, true> = { none: true, clean: true, base: true, premium: true };

/** The tiers the service form offers, in the server's order. */
export const SERVICE_TIERS = Object.keys(TIERS) as ServiceTier[];

/** Every custom field type of the server's schema, once each (checked like the tiers). */
const FIELD_TYPES: Record<ServiceFieldType, true> = { text: true, number: true, select: true };

/** The custom field types the field editor offers, in the server's order. */
export const SERVICE_FIELD_TYPES = Object.keys(FIELD_TYPES) as ServiceFieldType[];

/** The server's limits the editor applies (a number other than the server's does not compile). */
export const serviceFieldLimits: Pick<typeof SERVICE_FIELD_LIMITS, 'fields' | 'options'> = {
  fields: 10,
  options: 50,
};

/** A service as GET /admin_services sends it. */
export type { AdminService as Service } from '@schemas/catalogue';
export type { ServiceField, ServiceFieldType, ServiceTier };

import { type Static, Type } from '@sinclair/typebox';
import { Id, Money, Timestamp } from './fields.js';

/** A category as GET /categories sends it. */
export const Category = Type.Object({
  id: Id,
  name: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Category = Static<typeof Category>;

const SERVICE_TIERS = ['none', 'clean', 'base', 'premium'] as const;

/** The dashboard tier a service counts in (one string type, so it serializes without a search). */
export const ServiceTier = Type.Unsafe<(typeof SERVICE_TIERS)[number]>({
  type: 'string',
  enum: [...SERVICE_TIERS],
});
export type ServiceTier = Static<typeof ServiceTier>;

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
});
export type AdminService = Static<typeof AdminService>;

/** One entry of GET /services: an active service with the price this customer pays. */
export const CustomerService = Type.Object({
  id: Id,
  price: Money,
  service: Type.Object({ id: Id, name: Type.String() }),
  category: Type.Object({ id: Id, name: Type.String() }),
});
export type CustomerService = Static<typeof CustomerService>;

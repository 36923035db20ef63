import type { ServiceTier } from '@schemas/catalogue';

/** The tiers the service form offers, in the server's order. */
export const SERVICE_TIERS = [
  'none',
  'clean',
  'base',
  'premium',
] as const satisfies readonly ServiceTier[];

/** A service as GET /admin_services sends it. */
export type { AdminService as Service } from '@schemas/catalogue';
export type { ServiceTier };

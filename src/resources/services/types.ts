import type { ServiceTier } from '@schemas/catalogue';

/** Every tier of the server's schema, once each (a missing or unknown one does not compile). */
const TIERS: Record<ServiceTier, true> = { none: true, clean: true, base: true, premium: true };

/** The tiers the service form offers, in the server's order. */
export const SERVICE_TIERS = Object.keys(TIERS) as ServiceTier[];

/** A service as GET /admin_services sends it. */
export type { AdminService as Service } from '@schemas/catalogue';
export type { ServiceTier };

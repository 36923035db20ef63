export const SERVICE_TIERS = ['none', 'clean', 'base', 'premium'] as const;
export type ServiceTier = (typeof SERVICE_TIERS)[number];

/** A service as GET /admin_services sends it. */
export interface Service {
  id: number;
  name: string;
  price: number;
  cost: number;
  tier: ServiceTier;
  active: boolean;
  category: { id: number; name: string };
  category_id: number;
}

import type { SupplierService } from './types';

/** The supplier services whose name, group or id contain every word searched (any case). */
export const searchServices = (
  services: readonly SupplierService[],
  search: string,
): SupplierService[] => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...services];
  return services.filter((service) => {
    const text = `${service.name} ${service.group} ${service.id}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
};

import type { CustomerService } from './types';

/** The services in the picker's order (by category, then by name) with what a search reads. */
export interface ServiceIndex {
  services: CustomerService[];
  /** For each service, its name and category folded (lower case, no accents). */
  keys: string[];
}

/** Lower case without accents, so "telefono" finds "Teléfono". */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Orders the services for a grouped picker (each category once) and folds their names. */
export const buildServiceIndex = (services: readonly CustomerService[]): ServiceIndex => {
  const sorted = [...services].sort(
    (a, b) =>
      collator.compare(a.category.name, b.category.name) ||
      a.category.id - b.category.id ||
      collator.compare(a.service.name, b.service.name),
  );
  return {
    services: sorted,
    keys: sorted.map((entry) => fold(`${entry.service.name} ${entry.category.name}`)),
  };
};

/** The services whose name or category hold every word typed (any case, any accents). */
export const searchServices = (index: ServiceIndex, typed: string): CustomerService[] => {
  const words = fold(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return index.services;
  return index.services.filter((_, position) => {
    const key = index.keys[position] ?? '';
    return words.every((word) => key.includes(word));
  });
};

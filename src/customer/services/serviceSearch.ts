/** What the search reads of a service (an entry of GET /services has it). */
export interface Searchable {
  service: { name: string };
  category: { id: number; name: string };
}

/** The services in the picker's order (by category, then by name) with what a search reads. */
export interface ServiceIndex<Service extends Searchable> {
  services: Service[];
  /** For each service, its name and category folded (lower case, no accents). */
  keys: string[];
}

/** Lower case without accents, so "telefono" finds "Teléfono". */
export const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words typed into a search, folded ("Samsung  FRP" → ["samsung", "frp"]). */
export const searchWords = (typed: string): string[] => fold(typed).split(/\s+/).filter(Boolean);

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Orders the services for a grouped picker (each category once) and folds their names. */
export const buildServiceIndex = <Service extends Searchable>(
  services: readonly Service[],
): ServiceIndex<Service> => {
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
export const searchServices = <Service extends Searchable>(
  index: ServiceIndex<Service>,
  typed: string,
): Service[] => {
  const words = searchWords(typed);
  if (words.length === 0) return index.services;
  return index.services.filter((_, position) => {
    const key = index.keys[position] ?? '';
    return words.every((word) => key.includes(word));
  });
};

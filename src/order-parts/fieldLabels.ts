import type { ServiceField } from '@schemas/catalogue';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';

/** A service of either list, as far as its fields go (GET /services or GET /admin_services). */
interface ServiceWithFields {
  id: number;
  service?: { id: number };
  fields?: ServiceField[];
}

/** The label of each custom field, by service id then field name. */
export type FieldLabels = ReadonlyMap<number, Readonly<Record<string, string>>>;

/** Reads the labels of every service's custom fields from a service list. */
export const fieldLabelsOf = (services: readonly ServiceWithFields[]): FieldLabels =>
  new Map(
    services.map((entry) => [
      entry.service?.id ?? entry.id,
      Object.fromEntries((entry.fields ?? []).map((field) => [field.name, field.label])),
    ]),
  );

/**
 * The custom fields' labels of the services of `resource` (the customer's `services` or the
 * admin's `admin-services`): an order carries only the fields' names.
 */
export const useFieldLabels = (resource: 'services' | 'admin-services'): FieldLabels => {
  const { data } = useGetList<ServiceWithFields>(resource, {
    pagination: { page: 1, perPage: 1000 },
  });
  return useMemo(() => fieldLabelsOf(data ?? []), [data]);
};

/** An order's field values in the service's order of fields where known, labelled. */
export const labelledFieldValues = (
  values: Readonly<Record<string, string>> | null | undefined,
  labels: Readonly<Record<string, string>> = {},
): { name: string; label: string; value: string }[] => {
  if (!values) return [];
  const known = Object.keys(labels);
  const rank = (name: string) => {
    const position = known.indexOf(name);
    return position === -1 ? known.length : position;
  };
  return Object.entries(values)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, value]) => ({ name, label: labels[name] ?? name, value }));
};

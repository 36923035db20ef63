import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { ServiceFieldDefinition } from '../../db/schema.js';
import { type SupplierFieldDefinition, supplierServices } from '../../db/supplierSchema.js';
import { SERVICE_FIELD_LIMITS } from '../catalogueRules.js';

/**
 * A supplier's custom fields and ours. Our field names are `[a-z][a-z0-9_]*`; a supplier's
 * `fieldname` is free text ("Serial Number"). An imported field is named after the supplier's
 * (`serial_number`), and an order's values go back to the supplier under the supplier's own
 * names wherever one of its fields has that name.
 */

/** "Serial Number" → "serial_number"; undefined when nothing usable is left. */
export function fieldNameOf(fieldname: string): string | undefined {
  let name = fieldname
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (name === '') return undefined;
  if (!/^[a-z]/.test(name)) name = `f_${name}`;
  return name.slice(0, 32).replace(/_+$/, '');
}

/** The supplier's fields as ours, for an imported service: at most 10, names unique. */
export function serviceFieldsFrom(fields: SupplierFieldDefinition[]): ServiceFieldDefinition[] {
  const ours: ServiceFieldDefinition[] = [];
  for (const field of fields) {
    const name = fieldNameOf(field.fieldname);
    if (!name || ours.some((known) => known.name === name)) continue;
    const options = field.type === 'select' ? (field.options ?? []) : [];
    ours.push({
      name,
      label: field.fieldname.slice(0, SERVICE_FIELD_LIMITS.label),
      type: options.length > 0 ? 'select' : 'text',
      required: field.required,
      ...(options.length > 0 ? { options: options.slice(0, SERVICE_FIELD_LIMITS.options) } : {}),
    });
    if (ours.length === SERVICE_FIELD_LIMITS.fields) break;
  }
  return ours;
}

/**
 * An order's values keyed as the supplier's service names them: a value goes under the
 * supplier's `fieldname` whose name is the value's field name, else under our field name.
 * Undefined when there is nothing to send.
 */
export function valuesForSupplier(
  values: Record<string, string> | null,
  supplierFields: SupplierFieldDefinition[],
): Record<string, string> | undefined {
  if (!values || Object.keys(values).length === 0) return undefined;
  const theirName = new Map<string, string>();
  for (const field of supplierFields) {
    const name = fieldNameOf(field.fieldname);
    if (name && !theirName.has(name)) theirName.set(name, field.fieldname);
  }
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [theirName.get(name) ?? name, value]),
  );
}

/** The custom fields of some of one supplier's services, as last fetched: service id → fields. */
export async function fieldsOfSupplierServices(
  db: Executor,
  supplierId: number,
  supplierServiceIds: string[],
): Promise<Map<string, SupplierFieldDefinition[]>> {
  if (supplierServiceIds.length === 0) return new Map();
  const rows = await db
    .select({ serviceId: supplierServices.serviceId, fields: supplierServices.fields })
    .from(supplierServices)
    .where(
      and(
        eq(supplierServices.supplierId, supplierId),
        inArray(supplierServices.serviceId, [...new Set(supplierServiceIds)]),
      ),
    );
  return new Map(rows.map((row) => [row.serviceId, row.fields]));
}

/** A supplier's INFO as plain text: line breaks kept, tags dropped, common entities read. */
export function plainTextOf(info: string | null): string {
  if (!info) return '';
  const entities: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    '#39': "'",
    apos: "'",
    nbsp: ' ',
  };
  return info
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim()
    .slice(0, SERVICE_FIELD_LIMITS.description);
}

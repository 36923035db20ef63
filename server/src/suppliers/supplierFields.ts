import type { SupplierFieldDefinition } from '../db/supplierSchema.js';
import { isRecord } from '../domain/records.js';
import { shortText, textOf } from './dhruAnswers.js';

/** Fields kept per supplier service; choices kept per field; the length of a name or a choice. */
const MAX_FIELDS = 20;
const MAX_OPTIONS = 50;
const MAX_NAME = 100;

/** The choices of a dropdown: an array, or text separated by commas (or new lines). */
function optionsOf(value: unknown): string[] {
  const list = Array.isArray(value)
    ? value.map(textOf)
    : (textOf(value) ?? '').split(/[,\n]/).map((option) => option.trim());
  const options: string[] = [];
  for (const option of list) {
    if (!option || option.length > MAX_NAME || options.includes(option)) continue;
    options.push(option);
    if (options.length === MAX_OPTIONS) break;
  }
  return options;
}

const isRequired = (value: unknown) =>
  value === true ||
  ['1', 'on', 'yes', 'true', 'required'].includes(textOf(value)?.toLowerCase() ?? '');

/** One `Requires.Custom` entry, or undefined when it is unusable or is the IMEI itself. */
function fieldOf(entry: unknown): SupplierFieldDefinition | undefined {
  if (!isRecord(entry)) return undefined;
  const fieldname = textOf(entry.fieldname);
  // A name cut short would not be the supplier's key any more; the IMEI travels on its own.
  if (!fieldname || fieldname.length > MAX_NAME || fieldname.toLowerCase() === 'imei') {
    return undefined;
  }
  const kind = textOf(entry.fieldtype)?.toLowerCase();
  const options = kind === 'dropdown' || kind === 'radio' ? optionsOf(entry.fieldoptions) : [];
  const description = shortText(entry.description, 255);
  return {
    fieldname,
    type: options.length > 0 ? 'select' : 'text',
    required: isRequired(entry.required),
    ...(options.length > 0 ? { options } : {}),
    ...(description ? { description } : {}),
  };
}

/**
 * The custom fields of one service of a supplier's imeiservicelist: `Requires.Custom` (the key
 * Dhru Fusion writes), or `Custom` inside `Requires`; a list, or an object keyed by index (PHP's
 * arrays). Untrusted: each entry is checked and cut to size, and an unusable one is left out.
 */
export function supplierFieldsOf(service: Record<string, unknown>): SupplierFieldDefinition[] {
  const requires = isRecord(service.Requires) ? service.Requires : {};
  const raw = service['Requires.Custom'] ?? requires.Custom;
  const entries = Array.isArray(raw) ? raw : isRecord(raw) ? Object.values(raw) : [];
  const fields: SupplierFieldDefinition[] = [];
  for (const entry of entries) {
    const field = fieldOf(entry);
    if (!field || fields.some((known) => known.fieldname === field.fieldname)) continue;
    fields.push(field);
    if (fields.length === MAX_FIELDS) break;
  }
  return fields;
}

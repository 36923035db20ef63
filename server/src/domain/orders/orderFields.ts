import type { ServiceFieldDefinition } from '../../db/schema.js';
import { valuePattern } from '../backOffice/serviceFields.js';
import { SERVICE_FIELD_LIMITS } from '../catalogueRules.js';
import type { FieldErrors } from '../errors.js';
import { isRecord } from '../records.js';
import { isStorableText, unstorableTextProblem } from '../storableText.js';

/** The values an order stores: by field name, as text; null for a service without fields. */
export type OrderFieldValues = Record<string, string> | null;

export type CheckedOrderFields =
  | { ok: true; values: OrderFieldValues }
  | { ok: false; errors: FieldErrors };

/** A number as a customer writes one: an optional sign, digits, an optional decimal part. */
const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** How much of an unknown name a message repeats. */
const NAME_SHOWN = 40;

/** Why one value does not fit its field; undefined when it does. */
function valueProblem(field: ServiceFieldDefinition, value: string): string | undefined {
  // The JSON API refuses such text before; a reseller's CUSTOMFIELD comes encoded, past it.
  const unstorable = unstorableTextProblem(field.label, value);
  if (unstorable) return unstorable;
  if (value.length > SERVICE_FIELD_LIMITS.value) {
    return `The ${field.label} field must not be greater than ${SERVICE_FIELD_LIMITS.value} characters.`;
  }
  if (field.type === 'number' && !NUMERIC.test(value)) {
    return `The ${field.label} field must be a number.`;
  }
  if (field.type === 'select' && !(field.options ?? []).includes(value)) {
    return `The selected ${field.label} is invalid.`;
  }
  if (field.type === 'text' && field.pattern !== undefined) {
    const pattern = valuePattern(field.pattern);
    if (pattern && !pattern.matches(value)) return `The ${field.label} field format is invalid.`;
  }
  return undefined;
}

/**
 * The values given with an order (`{name: value}`; numbers taken as text, every value trimmed,
 * an empty one as not given) checked against the service's fields: a required field given, a
 * number numeric, a select one of its options, a text matching its pattern as a whole, at most
 * 255 characters, and no name the service does not have. Each problem is named
 * `fields.<name>` with the field's label in its message. A service without fields stores null.
 */
export function checkOrderFields(
  definitions: ServiceFieldDefinition[],
  input: unknown,
): CheckedOrderFields {
  const errors: FieldErrors = {};
  const given: Record<string, unknown> = isRecord(input) ? input : {};
  if (input !== undefined && input !== null && !isRecord(input)) {
    return { ok: false, errors: { fields: ['The fields field must be an object.'] } };
  }
  const known = new Set(definitions.map((field) => field.name));
  for (const name of Object.keys(given)) {
    if (known.has(name)) continue;
    const shown = isStorableText(name) ? name.slice(0, NAME_SHOWN) : '?';
    errors[`fields.${shown}`] = [`This service has no field named "${shown}".`];
  }
  const values: Record<string, string> = {};
  for (const field of definitions) {
    // Own keys only: a field may be named "constructor".
    const raw = Object.hasOwn(given, field.name) ? given[field.name] : undefined;
    const key = `fields.${field.name}`;
    if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
      errors[key] = [`The ${field.label} field must be a string.`];
      continue;
    }
    const value = raw === undefined || raw === null ? '' : String(raw).trim();
    if (value === '') {
      if (field.required) errors[key] = [`The ${field.label} field is required.`];
      continue;
    }
    const problem = valueProblem(field, value);
    if (problem) errors[key] = [problem];
    else values[field.name] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: definitions.length > 0 ? values : null };
}

import type { ServiceFieldDefinition } from '../db/schema.js';
import { DhruError } from './errors.js';

/**
 * A service's custom fields as Dhru Fusion servers list them in `Requires.Custom` (the shape
 * Dhru Fusion and the servers that mimic it use; docs/reseller-api.md, "Custom fields"): a client makes
 * one input per entry and sends the values back in CUSTOMFIELD keyed by `fieldname`.
 */
export interface DhruCustomField {
  type: 'serviceimei';
  fieldname: string;
  fieldtype: 'text' | 'dropdown';
  description: string;
  /** A dropdown's choices, comma-separated. */
  fieldoptions: string;
  /** A PCRE with delimiters the value must match ('' when any value will do). */
  regexpr: string;
  adminonly: '';
  required: 0 | 1;
}

/** What a number field accepts, as the orders domain checks it. */
const NUMBER_REGEXPR = '/^[+-]?(\\d+(\\.\\d*)?|\\.\\d+)$/';

/** The pattern between `/` delimiters: every unescaped `/` escaped. */
function delimited(pattern: string): string {
  let body = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern.charAt(i);
    if (char === '\\') {
      body += char + pattern.charAt(i + 1);
      i += 1;
    } else body += char === '/' ? '\\/' : char;
  }
  return `/^(?:${body})$/`;
}

function regexprOf(field: ServiceFieldDefinition): string {
  if (field.type === 'number') return NUMBER_REGEXPR;
  if (field.type === 'text' && field.pattern !== undefined) return delimited(field.pattern);
  return '';
}

/** Our fields as `Requires.Custom` entries: `fieldname` is the field's name, the label its description. */
export function dhruCustomFields(fields: ServiceFieldDefinition[]): DhruCustomField[] {
  return fields.map((field) => ({
    type: 'serviceimei',
    fieldname: field.name,
    fieldtype: field.type === 'select' ? 'dropdown' : 'text',
    description: field.label,
    fieldoptions: field.type === 'select' ? (field.options ?? []).join(',') : '',
    regexpr: regexprOf(field),
    adminonly: '',
    required: field.required ? 1 : 0,
  }));
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

const invalidCustomField = () =>
  new DhruError(
    'Invalid CUSTOMFIELD',
    'CUSTOMFIELD must be base64 of a JSON object of the service’s fields, such as {"serial_number": "R58N123"}.',
  );

function jsonObjectIn(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidCustomField();
  }
  // PHP encodes an empty array, its "no fields", as [] (base64 "W10=").
  if (Array.isArray(parsed) && parsed.length === 0) return {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidCustomField();
  }
  return parsed as Record<string, unknown>;
}

/**
 * The values in a CUSTOMFIELD parameter: base64 of a JSON object (what clients send), or plain
 * JSON, or an object when the parameters were JSON themselves; undefined when absent or blank.
 * Anything else is a DhruError. The values are checked against the service's fields by the
 * orders domain.
 */
export function customFieldValues(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string') throw invalidCustomField();
  const text = value.trim();
  if (text === '') return undefined;
  if (text.startsWith('{') || text.startsWith('[')) return jsonObjectIn(text);
  // A '+' sent unescaped in a form body arrives as a space.
  const base64 = text.replace(/[\r\n\t]/g, '').replace(/ /g, '+');
  if (!BASE64.test(base64)) throw invalidCustomField();
  const decoded = Buffer.from(
    base64,
    base64.includes('-') || base64.includes('_') ? 'base64url' : 'base64',
  )
    .toString('utf8')
    .trim();
  return jsonObjectIn(decoded);
}

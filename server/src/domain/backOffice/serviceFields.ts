import { RE2JS } from 're2js';
import type { ServiceFieldDefinition } from '../../db/schema.js';
import {
  SERVICE_FIELD_LIMITS,
  SERVICE_FIELD_NAME,
  SERVICE_FIELD_TYPES,
} from '../catalogueRules.js';
import type { FieldErrors } from '../errors.js';
import { isRecord } from '../records.js';
import { addError } from './input.js';

const NAME = new RegExp(SERVICE_FIELD_NAME);

const isFieldType = (value: unknown): value is ServiceFieldDefinition['type'] =>
  typeof value === 'string' && (SERVICE_FIELD_TYPES as readonly string[]).includes(value);

/** A text field's pattern, checking that a value matches it as a whole. */
export interface ValuePattern {
  matches(value: string): boolean;
}

/**
 * Patterns compiled so far, by their text. Compiling costs 20–100 µs and matching a value 2–6 µs
 * (1,000 of each, this project's machine), and a reseller's bulk call of 1,000 orders checks
 * every order's fields against the same few patterns. A compiled pattern holds no state.
 */
const compiled = new Map<string, ValuePattern | undefined>();
const COMPILED_KEPT = 1_000;

/**
 * The pattern a text field's value must match as a whole, run by RE2 (re2js): in time linear in
 * the value whatever the pattern, so no pattern an admin writes, such as `(a+)+`, lets a value
 * sent by a customer or a reseller keep the server busy. Undefined when RE2 cannot compile it
 * (invalid, or lookarounds and back-references, which RE2 does not have).
 */
export function valuePattern(pattern: string): ValuePattern | undefined {
  if (compiled.has(pattern)) return compiled.get(pattern);
  let made: ValuePattern | undefined;
  try {
    made = RE2JS.compile(`(?:${pattern})`);
  } catch {
    made = undefined;
  }
  // Bounded: patterns come from admins, but nothing else limits how many there are.
  if (compiled.size >= COMPILED_KEPT) compiled.clear();
  compiled.set(pattern, made);
  return made;
}

/**
 * Whether the pattern is a regular expression at all, in JavaScript's syntax: one RE2 refuses
 * although this compiles it uses what RE2 lacks (lookarounds, back-references).
 */
function isRegularExpression(pattern: string): boolean {
  try {
    new RegExp(`^(?:${pattern})$`);
    return true;
  } catch {
    return false;
  }
}

/** One field's definition; each problem under `fields.<index>.<property>`. */
function readField(
  errors: FieldErrors,
  at: string,
  value: unknown,
): ServiceFieldDefinition | undefined {
  if (!isRecord(value)) {
    addError(errors, at, `The ${at} field must be an object.`);
    return undefined;
  }
  const before = Object.keys(errors).length;
  const problem = (property: string, message: (name: string) => string) =>
    addError(errors, `${at}.${property}`, message(`${at}.${property}`));

  const { name, label, type, required, options, pattern } = value;
  if (typeof name !== 'string' || name === '') {
    problem('name', (n) => `The ${n} field is required.`);
  } else if (!NAME.test(name)) {
    problem('name', (n) => `The ${n} field format is invalid.`);
  }
  const labelText = typeof label === 'string' ? label.trim() : '';
  if (labelText === '') problem('label', (n) => `The ${n} field is required.`);
  else if (labelText.length > SERVICE_FIELD_LIMITS.label) {
    problem(
      'label',
      (n) => `The ${n} field must not be greater than ${SERVICE_FIELD_LIMITS.label} characters.`,
    );
  }
  if (!isFieldType(type)) problem('type', (n) => `The selected ${n} is invalid.`);
  if (typeof required !== 'boolean')
    problem('required', (n) => `The ${n} field must be true or false.`);

  let choices: string[] | undefined;
  if (options !== undefined && options !== null) {
    if (type !== 'select') {
      problem('options', (n) => `The ${n} field is only allowed for a select.`);
    } else if (!Array.isArray(options) || options.length === 0) {
      problem('options', (n) => `The ${n} field must have at least 1 items.`);
    } else if (options.length > SERVICE_FIELD_LIMITS.options) {
      problem(
        'options',
        (n) => `The ${n} field must not have more than ${SERVICE_FIELD_LIMITS.options} items.`,
      );
    } else {
      choices = options.map((option) => (typeof option === 'string' ? option.trim() : ''));
      if (choices.some((option) => option === '' || option.length > SERVICE_FIELD_LIMITS.option)) {
        problem(
          'options',
          (n) =>
            `Each of the ${n} must be a text of 1 to ${SERVICE_FIELD_LIMITS.option} characters.`,
        );
      } else if (choices.some((option) => option.includes(','))) {
        // DHRU's fieldoptions is the options joined by commas; resellers split it there.
        problem('options', (n) => `Each of the ${n} must be without a comma.`);
      } else if (new Set(choices).size !== choices.length) {
        problem('options', (n) => `The ${n} field has a duplicate value.`);
      }
    }
  } else if (type === 'select') {
    problem('options', (n) => `The ${n} field is required for a select.`);
  }

  let regex: string | undefined;
  if (pattern !== undefined && pattern !== null && pattern !== '') {
    if (type !== 'text') {
      problem('pattern', (n) => `The ${n} field is only allowed for a text.`);
    } else if (typeof pattern !== 'string') {
      problem('pattern', (n) => `The ${n} field must be a string.`);
    } else if (pattern.length > SERVICE_FIELD_LIMITS.pattern) {
      problem(
        'pattern',
        (n) =>
          `The ${n} field must not be greater than ${SERVICE_FIELD_LIMITS.pattern} characters.`,
      );
    } else if (!isRegularExpression(pattern)) {
      problem('pattern', (n) => `The ${n} field must be a valid regular expression.`);
    } else if (!valuePattern(pattern)) {
      problem('pattern', (n) => `The ${n} field must not use lookarounds or back-references.`);
    } else {
      regex = pattern;
    }
  }
  if (Object.keys(errors).length > before) return undefined;
  return {
    name: name as string,
    label: labelText,
    type: type as ServiceFieldDefinition['type'],
    required: required as boolean,
    ...(choices ? { options: choices } : {}),
    ...(regex !== undefined ? { pattern: regex } : {}),
  };
}

/**
 * A service's custom fields as given (null and undefined: none): at most 10, each well formed —
 * a name of lower-case letters, digits and _, a label, a type, whether it is required, options
 * for a select only, a pattern that compiles for a text only — and no name twice. Problems go
 * to `errors` as `fields.<index>.<property>` (Laravel's naming of nested input).
 */
export function readServiceFields(
  errors: FieldErrors,
  value: unknown,
): ServiceFieldDefinition[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    addError(errors, 'fields', 'The fields field must be a list.');
    return undefined;
  }
  if (value.length > SERVICE_FIELD_LIMITS.fields) {
    addError(
      errors,
      'fields',
      `The fields field must not have more than ${SERVICE_FIELD_LIMITS.fields} items.`,
    );
    return undefined;
  }
  const fields: ServiceFieldDefinition[] = [];
  const seen = new Set<string>();
  let valid = true;
  value.forEach((entry, index) => {
    const field = readField(errors, `fields.${index}`, entry);
    if (!field) {
      valid = false;
      return;
    }
    if (seen.has(field.name)) {
      addError(
        errors,
        `fields.${index}.name`,
        `The fields.${index}.name field has a duplicate value.`,
      );
      valid = false;
    }
    seen.add(field.name);
    fields.push(field);
  });
  return valid ? fields : undefined;
}

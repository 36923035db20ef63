import { attributeName } from '../attributeName.js';
import { type FieldErrors, InvalidInputError } from '../errors.js';
import { parseMoney } from '../money.js';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Adds a message to a field's list. */
export function addError(errors: FieldErrors, field: string, message: string): void {
  const list = errors[field] ?? [];
  list.push(message);
  errors[field] = list;
}

/** A required, trimmed text of at most `max` characters; undefined (and an error) otherwise. */
export function readText(
  errors: FieldErrors,
  field: string,
  value: unknown,
  max = 255,
): string | undefined {
  if (isBlank(value)) {
    addError(errors, field, `The ${attributeName(field)} field is required.`);
    return undefined;
  }
  return readOptionalText(errors, field, value, max);
}

/** An optional, trimmed text of at most `max` characters ('' when null or empty). */
export function readOptionalText(
  errors: FieldErrors,
  field: string,
  value: unknown,
  max: number,
): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    addError(errors, field, `The ${attributeName(field)} field must be a string.`);
    return undefined;
  }
  const text = value.trim();
  if (text.length > max) {
    addError(
      errors,
      field,
      `The ${attributeName(field)} field must not be greater than ${max} characters.`,
    );
    return undefined;
  }
  return text;
}

export interface AmountRule {
  /** Zero refused (credits to add); otherwise zero is a valid price. */
  positive?: boolean;
  /** Negative amounts too (credits taken off), zero refused; `max` bounds the size either way. */
  signed?: boolean;
  /** Largest accepted amount, as a plain number. */
  max?: number;
}

/** A number written plainly but with cents' fractions: "12.505". */
const TOO_MANY_DECIMALS = /^-?\d+\.\d{3,}$/;

/** A money amount: ≥ 0, > 0 (positive) or any but 0 (signed), at most two decimals, as a decimal string. */
export function readAmount(
  errors: FieldErrors,
  field: string,
  value: unknown,
  rule: AmountRule = {},
): string | undefined {
  const name = attributeName(field);
  if (isBlank(value)) {
    addError(errors, field, `The ${name} field is required.`);
    return undefined;
  }
  const numeric =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(numeric)) {
    addError(errors, field, `The ${name} field must be a number.`);
    return undefined;
  }
  if (rule.signed && numeric === 0) {
    addError(errors, field, `The ${name} field must not be 0.`);
    return undefined;
  }
  if (!rule.signed && (numeric < 0 || (rule.positive && numeric === 0))) {
    addError(
      errors,
      field,
      `The ${name} field must be ${rule.positive ? 'greater than' : 'at least'} 0.`,
    );
    return undefined;
  }
  if (rule.max !== undefined && Math.abs(numeric) > rule.max) {
    addError(
      errors,
      field,
      numeric < 0
        ? `The ${name} field must not be less than -${rule.max}.`
        : `The ${name} field must not be greater than ${rule.max}.`,
    );
    return undefined;
  }
  const amount = numeric < 0 ? negativeMoney(value) : parseMoney(value);
  if (amount === undefined) {
    addError(
      errors,
      field,
      TOO_MANY_DECIMALS.test(String(value).trim())
        ? `The ${name} field must have at most 2 decimal places.`
        : `The ${name} field must be a plain number, such as 12.50.`,
    );
    return undefined;
  }
  return amount;
}

/** A positive whole-number id. */
export function readId(errors: FieldErrors, field: string, value: unknown): number | undefined {
  if (isBlank(value)) {
    addError(errors, field, `The ${attributeName(field)} field is required.`);
    return undefined;
  }
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    addError(errors, field, `The selected ${attributeName(field)} is invalid.`);
    return undefined;
  }
  return id;
}

/** Throws the collected errors as one InvalidInputError, if there are any. */
export function throwIfErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
}

/** A negative amount written plainly ('-12.50', -12.5) as its money string; undefined if not. */
function negativeMoney(value: unknown): string | undefined {
  const text = String(value).trim();
  if (!text.startsWith('-')) return undefined;
  const size = parseMoney(text.slice(1));
  return size === undefined ? undefined : `-${size}`;
}

import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { attributeName } from '../domain/attributeName.js';
import type { FieldErrors } from '../domain/errors.js';

/**
 * The field an error is about, named as Laravel names nested input: `fields.0.name` for
 * `/fields/0/name` (a missing property is named inside its object).
 */
function fieldOf(error: FastifySchemaValidationError): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty?: string }).missingProperty;
    if (missing) path.push(missing);
  }
  return path.length > 0 ? path.join('.') : 'body';
}

function messageOf(error: FastifySchemaValidationError, field: string): string {
  const name = attributeName(field);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `The ${name} field is required.`;
    case 'minLength':
      return params.limit === 1
        ? `The ${name} field is required.`
        : `The ${name} field must be at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `The ${name} field must not be greater than ${String(params.limit)} characters.`;
    case 'format':
      return params.format === 'email'
        ? `The ${name} field must be a valid email address.`
        : `The ${name} field format is invalid.`;
    case 'type':
      return `The ${name} field must be ${/^[aeiou]/.test(String(params.type)) ? 'an' : 'a'} ${String(params.type)}.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `The ${name} field must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `The ${name} field must not be greater than ${String(params.limit)}.`;
    case 'enum':
      return `The selected ${name} is invalid.`;
    case 'additionalProperties':
      return `The ${String(params.additionalProperty)} field is not allowed.`;
    case 'pattern':
      return `The ${name} field format is invalid.`;
    case 'minItems':
      return `The ${name} field must have at least ${String(params.limit)} items.`;
    case 'maxItems':
      return `The ${name} field must not have more than ${String(params.limit)} items.`;
    case 'uniqueItems':
      return `The ${name} field has a duplicate value.`;
    default:
      return `The ${name} field is invalid.`;
  }
}

/**
 * Turns Ajv's errors into Laravel's per-field lists, first error of each kind per field. A field
 * that is required and empty says only that, as Laravel's rules other than `required` pass over
 * an empty value: an empty email was also "not a valid email address", and the form's message
 * counted one more error than there were fields.
 */
export function laravelErrors(errors: FastifySchemaValidationError[]): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const field =
      error.keyword === 'additionalProperties'
        ? String((error.params as { additionalProperty?: string }).additionalProperty)
        : fieldOf(error);
    const message = messageOf(error, field);
    const list = result[field] ?? [];
    if (!list.includes(message)) list.push(message);
    result[field] = list;
  }
  for (const [field, list] of Object.entries(result)) {
    const required = `The ${attributeName(field)} field is required.`;
    if (list.length > 1 && list.includes(required)) result[field] = [required];
  }
  return result;
}

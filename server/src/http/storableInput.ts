import type { FastifyRequest } from 'fastify';
import { attributeName } from '../domain/attributeName.js';
import { type FieldErrors, InvalidInputError } from '../domain/errors.js';
import { isStorableText, unstorableTextProblem } from '../domain/storableText.js';

/** A number written so large that JavaScript reads it as ±Infinity ("1e309", "Infinity"). */
const NON_FINITE_NUMBER = /^\s*[+-]?(infinity|\d+(\.\d*)?e[+-]?\d+|\.\d+e[+-]?\d+)\s*$/i;

function note(errors: FieldErrors, field: string, message: string): void {
  errors[field] = [...(errors[field] ?? []), message];
}

/** The top-level field a nested value belongs to, as the 422 names it. */
function collect(value: unknown, field: string, errors: FieldErrors, depth = 0): void {
  if (depth > 32) return;
  if (typeof value === 'string') {
    const problem = unstorableTextProblem(attributeName(field), value);
    if (problem) {
      note(errors, field, problem);
    } else if (NON_FINITE_NUMBER.test(value) && !Number.isFinite(Number(value))) {
      note(errors, field, `The ${attributeName(field)} field must be a finite number.`);
    }
    return;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    note(errors, field, `The ${attributeName(field)} field must be a finite number.`);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, field, errors, depth + 1);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      // A key with a NUL or a lone surrogate is named as the body's: it is not fit to echo.
      const unfit = !isStorableText(key);
      const name = unfit ? 'body' : depth === 0 ? key : field;
      if (unfit) collect(key, name, errors, depth + 1);
      collect(item, name, errors, depth + 1);
    }
  }
}

/**
 * preValidation hook of the API: refuses, as a 422 naming the field, input that no column can
 * store or that the schema validator would coerce into nonsense: a NUL character in any text
 * (PostgreSQL refuses it), a lone surrogate (jsonb refuses it; a text column keeps U+FFFD in its
 * place) and numbers written as ±Infinity (the validator turns "1e309" into null). Query, path
 * and body alike; the rules and the database never see such input.
 */
export async function refuseUnstorableInput(request: FastifyRequest): Promise<void> {
  const errors: FieldErrors = {};
  for (const part of [request.params, request.query, request.body]) {
    if (typeof part === 'object' && part !== null) collect(part, 'body', errors);
    else if (typeof part === 'string') collect(part, 'body', errors);
  }
  if (Object.keys(errors).length > 0) {
    throw new InvalidInputError(
      Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, [list[0] ?? '']])),
    );
  }
}

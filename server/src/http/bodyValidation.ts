import ajvCompiler, {
  type BuildCompilerFromPool,
  type RouteDefinition,
} from '@fastify/ajv-compiler';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { isRecord } from '../domain/records.js';

/** Fastify's default validator factory (cached Ajv instances per options). */
const buildAjvValidator = ajvCompiler();

/**
 * What a factory's compiler is: Fastify calls it with the route's part and schema, and it
 * returns Ajv's validate function (the library's .d.ts says it takes the schema alone).
 */
type RouteCompiler = (route: RouteDefinition) => ValidateFunction;
const asRouteCompiler = (compile: ReturnType<BuildCompilerFromPool>) =>
  compile as unknown as RouteCompiler;

/** A number written plainly, as a form field holds it: "12", "-3", "12.50". */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** What Ajv reads as a boolean, and a form or Laravel's boolean rule means as one. */
const BOOLEAN_READINGS: unknown[] = ['true', 'false', 1, 0];

/** The readings Laravel's numeric and boolean rules accept for what is typed as text. */
function isSafeCoercion(from: unknown, to: unknown): boolean {
  if (typeof to === 'number') return typeof from === 'string' && PLAIN_NUMBER.test(from);
  if (typeof to === 'boolean') return BOOLEAN_READINGS.includes(from);
  return false;
}

const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Where the coercing validator turned the body into something the client did not send: the
 * JSON pointers (Ajv's instancePath) of every value changed other than by a safe reading.
 */
function unsafeCoercions(original: unknown, coerced: unknown, path = '', found: string[] = []) {
  if (Object.is(original, coerced)) return found;
  if (Array.isArray(original) && Array.isArray(coerced) && original.length === coerced.length) {
    coerced.forEach((item, index) => {
      unsafeCoercions(original[index], item, `${path}/${index}`, found);
    });
  } else if (isRecord(original) && isRecord(coerced)) {
    for (const key of Object.keys(coerced)) {
      unsafeCoercions(original[key], coerced[key], `${path}/${pointerPart(key)}`, found);
    }
  } else if (!isSafeCoercion(original, coerced)) {
    found.push(path);
  }
  return found;
}

/** How deep a body is copied for coercion; no form of the API nests past a few levels. */
const MAX_COPY_DEPTH = 32;
const TOO_DEEP = Symbol('too deep');

/** A copy of a parsed JSON body (objects, arrays and scalars), or TOO_DEEP past MAX_COPY_DEPTH. */
function copyOfJson(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_COPY_DEPTH) return TOO_DEEP;
  const copy = Array.isArray(value) ? [] : {};
  for (const [key, item] of Object.entries(value)) {
    const itemCopy = copyOfJson(item, depth + 1);
    if (itemCopy === TOO_DEEP) return TOO_DEEP;
    // Defined, not assigned: a key named __proto__ stays a key.
    Object.defineProperty(copy, key, {
      value: itemCopy,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

const within = (path: string, around: string) =>
  path === around || path.startsWith(`${around}/`) || around.startsWith(`${path}/`);

/**
 * A body validator that takes what a Laravel API takes and nothing more. No body reads as `{}`;
 * a body that is valid as sent passes untouched. Otherwise Ajv's coercion is tried on a copy,
 * and kept only when each change is a safe reading: "12" or "12.50" for a number, "true" or
 * "false" or 1/0 for a boolean. Anything else Ajv would coerce (true to 1; null to false, 0 or
 * ""; 12 to "12"; a one-item array to its item) is refused with the field's type error. Before,
 * `service_id: true` ordered service 1, and a bulk reply's `dry_run: null` ran for real.
 */
function carefulBodyValidator(strict: ValidateFunction, coercing: ValidateFunction) {
  const validate = (sent: unknown): boolean | { value: unknown } => {
    // No body (Fastify passes null) is read as an empty one: the 422 names the required fields.
    const data = sent ?? {};
    if (strict(data)) return sent === null || sent === undefined ? { value: data } : true;
    const typeErrors = strict.errors ?? [];
    const copy = copyOfJson(data);
    if (copy === TOO_DEEP) {
      validate.errors = typeErrors;
      return false;
    }
    const coerced = coercing(copy);
    const unsafe = unsafeCoercions(data, copy);
    if (coerced && unsafe.length === 0) return { value: copy };
    const where = (error: ErrorObject) => unsafe.some((path) => within(error.instancePath, path));
    // What was sent wrongly is named by its own type error (null for a list: "must be an
    // array", not what the coerced [null] then broke); the rest as the coerced body reads.
    const about = typeErrors.filter(where);
    const rest = coerced ? [] : (coercing.errors ?? []).filter((error) => !where(error));
    validate.errors = about.length + rest.length > 0 ? [...about, ...rest] : typeErrors;
    return false;
  };
  validate.errors = [] as ErrorObject[];
  return validate;
}

/**
 * Fastify's validator factory for the API: bodies through `carefulBodyValidator`; the query
 * string and path parameters, text by nature, keep Ajv's coercion ("?page=2" is a number).
 */
export const buildCarefulValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const coercing = asRouteCompiler(buildAjvValidator(externalSchemas, options));
  const strictOptions = {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  } as typeof options;
  const strict = asRouteCompiler(buildAjvValidator(externalSchemas, strictOptions));
  const compile: RouteCompiler = (route) =>
    String(route.httpPart) === 'body'
      ? (carefulBodyValidator(strict(route), coercing(route)) as unknown as ValidateFunction)
      : coercing(route);
  return compile as unknown as ReturnType<BuildCompilerFromPool>;
};

import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRecord } from '../../src/domain/records.js';

/**
 * Tests only: each answer checked against the response schema its route declares for its status.
 * fast-json-stringify, which writes the answers, validates nothing: a null where the schema says
 * number is written 0, a number where it says string "12", a field the schema does not name is
 * left out. Installed by every app the tests build (responseContract.ts, through
 * BuildOptions.beforePlugins); the server itself has none of it.
 */

/** One answer that does not say what its schema does. */
export interface ContractFailure {
  /**
   * `invalid`: the value is not of its declared type (the client reads a coerced one);
   * `undeclared`: the route answers a status it declares no schema for (the API document omits
   * it); `dropped`: the handler gave a field the schema does not name (nobody receives it);
   * `unserializable`: the value could not even be made JSON; `generic`: an undeclared status any
   * route may answer (400 malformed JSON, 413 too large, 415 content type, 5xx), which the
   * document describes once, not per operation.
   */
  kind: 'invalid' | 'undeclared' | 'dropped' | 'unserializable' | 'generic';
  method: string;
  /** The route's pattern, e.g. `/api/orders/:id/cancel`. */
  route: string;
  url: string;
  status: number;
  errors?: { path: string; keyword: string; message: string; value?: string }[];
  /** The start of the value as the handler gave it (after toJSON, as JSON.stringify reads it). */
  excerpt?: string;
}

export type ContractReport = (failure: ContractFailure) => void;

/**
 * What the check did in this process: how many answers it read, the time it took, and which
 * `METHOD route status` it saw (the tests' coverage of the declared answers).
 */
export const contractCheckStats = { answers: 0, milliseconds: 0, seen: new Set<string>() };

/** Fastify's own refusals of a request's body, which any route with a body may answer. */
const GENERIC_STATUSES = new Set([400, 413, 415]);

const EXCERPT_LENGTH = 600;
const excerpt = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text;
};

/** A JSON pointer's value in a document. */
function valueAt(document: unknown, pointer: string): unknown {
  let value = document;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    value =
      isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/**
 * The fields of `value` that fast-json-stringify leaves out: those an object schema without
 * `additionalProperties` (or with it false) does not name. Unions are read as the union of their
 * branches' fields.
 */
function droppedFields(schema: unknown, value: unknown, path: string, found: string[]): string[] {
  if (!isRecord(schema)) return found;
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches) && (isRecord(value) || Array.isArray(value))) {
      const named = new Set<string>();
      let open = false;
      for (const branch of branches) {
        if (!isRecord(branch)) continue;
        if (isRecord(branch.properties))
          for (const key of Object.keys(branch.properties)) named.add(key);
        if (branch.additionalProperties === true || isRecord(branch.additionalProperties))
          open = true;
        if (branch.patternProperties) open = true;
      }
      if (isRecord(value) && named.size > 0 && !open) {
        for (const key of Object.keys(value)) {
          if (!named.has(key) && value[key] !== undefined) found.push(`${path}/${key}`);
        }
      }
      return found;
    }
  }
  if (Array.isArray(value) && isRecord(schema.items)) {
    value.forEach((item, index) => {
      droppedFields(schema.items, item, `${path}/${index}`, found);
    });
    return found;
  }
  if (!isRecord(value)) return found;
  const properties = isRecord(schema.properties) ? schema.properties : undefined;
  const open =
    schema.additionalProperties === true ||
    isRecord(schema.additionalProperties) ||
    schema.patternProperties !== undefined;
  if (isRecord(schema.patternProperties)) {
    for (const [key, item] of Object.entries(value)) {
      for (const [pattern, itemSchema] of Object.entries(schema.patternProperties)) {
        if (new RegExp(pattern).test(key)) droppedFields(itemSchema, item, `${path}/${key}`, found);
      }
    }
  }
  if (!properties) return found;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    if (key in properties) droppedFields(properties[key], item, `${path}/${key}`, found);
    else if (!open) found.push(`${path}/${key}`);
  }
  return found;
}

/** The schema Fastify serializes a status with: its own, then `4xx`, then `default`. */
function declaredSchema(
  responses: Record<string, unknown>,
  status: number,
  contentType: string | undefined,
): { found: boolean; schema?: unknown } {
  const entry =
    responses[String(status)] ?? responses[`${String(status)[0]}xx`] ?? responses.default;
  if (entry === undefined) return { found: false };
  if (isRecord(entry) && isRecord(entry.content)) {
    const type = contentType?.split(';')[0]?.trim() ?? 'application/json';
    const media = entry.content[type] ?? entry.content['application/json'];
    return { found: true, schema: isRecord(media) ? media.schema : undefined };
  }
  return { found: true, schema: entry };
}

/** The schemas' validators, compiled once for every app of a process (the schemas are shared). */
const validators = new WeakMap<object, ValidateFunction>();
let ajv: Ajv | undefined;

function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    // Strict about the data: no coercion, no defaults, nothing removed. Lenient about the
    // schema's own keywords (description, x-… of the API document).
    ajv ??= addFormats(
      new Ajv({
        allErrors: true,
        strict: false,
        allowUnionTypes: true,
        coerceTypes: false,
        useDefaults: false,
        removeAdditional: false,
      }),
    );
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

const errorsOf = (errors: ErrorObject[], value: unknown) =>
  errors.map((error) => ({
    path: error.instancePath,
    keyword: error.keyword,
    message: `${error.message ?? ''}${error.params && Object.keys(error.params).length ? ` ${JSON.stringify(error.params)}` : ''}`,
    value: excerpt(valueAt(value, error.instancePath)),
  }));

/**
 * Adds the hooks that check every answer of the routes registered after it (call it on the root
 * before any route): the value a handler gives, as JSON, against its status's schema.
 */
export function checkResponses(app: FastifyInstance, report: ContractReport): void {
  const where = (request: FastifyRequest, reply: FastifyReply) => ({
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    url: request.url,
    status: reply.statusCode,
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const started = performance.now();
    try {
      check(request, reply, payload);
    } finally {
      contractCheckStats.answers += 1;
      contractCheckStats.milliseconds += performance.now() - started;
    }
    return payload;
  });

  function check(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    if (!responses) return;
    const { schema } = declaredSchema(
      responses,
      reply.statusCode,
      reply.getHeader('content-type') as string | undefined,
    );
    if (!isRecord(schema)) return;
    let value: unknown;
    try {
      // What the value is as JSON: dates as their ISO text, as fast-json-stringify writes them.
      value = payload === undefined ? undefined : JSON.parse(JSON.stringify(payload));
    } catch (error) {
      report({
        kind: 'unserializable',
        ...where(request, reply),
        errors: [{ path: '', keyword: 'json', message: String(error) }],
      });
      return;
    }
    const validate = validatorOf(schema);
    if (!validate(value)) {
      const all = validate.errors ?? [];
      // A field the schema forbids is left out by fast-json-stringify, as one it does not name.
      const invalid = all.filter((error) => error.keyword !== 'additionalProperties');
      if (invalid.length > 0) {
        report({
          kind: 'invalid',
          ...where(request, reply),
          errors: errorsOf(invalid, value),
          excerpt: excerpt(value),
        });
      }
    }
    const dropped = droppedFields(schema, value, '', []);
    if (dropped.length > 0) {
      report({
        kind: 'dropped',
        ...where(request, reply),
        errors: dropped.map((path) => ({
          path,
          keyword: 'dropped',
          message: 'not in the schema: left out of the answer',
          value: excerpt(valueAt(value, path)),
        })),
      });
    }
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    // Only the routes that document their answers (not the API document, the client's files).
    if (!responses || reply.statusCode === 304) return payload;
    contractCheckStats.seen.add(
      `${request.method} ${request.routeOptions.url} ${reply.statusCode}`,
    );
    const { found } = declaredSchema(responses, reply.statusCode, undefined);
    if (!found) {
      const kind =
        GENERIC_STATUSES.has(reply.statusCode) || reply.statusCode >= 500
          ? 'generic'
          : 'undeclared';
      report({ kind, ...where(request, reply), excerpt: excerpt(String(payload)) });
    }
    return payload;
  });
}

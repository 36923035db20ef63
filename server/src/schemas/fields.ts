import { type Static, type TSchema, Type } from '@sinclair/typebox';

/**
 * Field types shared by the payload schemas. This folder holds only TypeBox schemas: the server
 * validates and serializes with them, and the client takes its payload types from them with
 * `import type` (nothing of TypeBox reaches the browser).
 */

type Scalar = { type: 'string' | 'number' | 'integer' | 'boolean' | 'object' };

/**
 * A value or null, as `type: [T, 'null']`: fast-json-stringify writes it without trying
 * alternatives (an `anyOf` with null makes it validate the value against each branch first: a
 * fifth of the server's time on the admin order lists), and @fastify/swagger turns it into
 * OpenAPI 3.0's `nullable: true`. For scalars and objects alike.
 */
export const Nullable = <T extends TSchema & Scalar>(schema: T) => {
  const { type, ...keywords } = JSON.parse(JSON.stringify(schema)) as Scalar;
  return Type.Unsafe<Static<T> | null>({ ...keywords, type: [type, 'null'] });
};

/**
 * The keyword holding the shape a body field is documented (and typed) with when the domain, not
 * the schema, checks it. Ajv knows it as documentation (app.ts: it validates nothing); the API
 * document shows the shape in its place (plugins/apiDocument.ts).
 */
export const DOCUMENTED_AS = 'x-documented-as';

declare const notYetChecked: unique symbol;

/**
 * What a route holds of a body field only the domain checks: any value at all, until the
 * domain's reader has read it. A client's value of the documented type fits; a handler cannot
 * use it as that type without narrowing it first.
 */
export interface NotYetChecked {
  readonly [notYetChecked]: true;
}

/**
 * A body field the domain checks, answering the spec's Laravel messages (`readAmount`, `readId`…):
 * the schema lets every value through to it, as `Type.Unknown` does, while the API document says
 * what a client sends, `documented`. Its TypeScript type is `documented` or NotYetChecked: the
 * client's payloads are checked against the documented type, and a route can only hand the value
 * to the domain's reader (which takes `unknown`).
 */
export const CheckedByDomain = <T extends TSchema>(
  documented: T,
  options: { description?: string } = {},
) => Type.Unsafe<Static<T> | NotYetChecked>({ ...options, [DOCUMENTED_AS]: documented });

/** A database id. */
export const Id = Type.Integer({ minimum: 1 });

/** Money is shown as a JSON number (the database keeps exact decimals). */
export const Money = Type.Number();

/** An instant as ISO 8601 in UTC, e.g. "2024-05-01T12:00:00.000Z". */
export const Timestamp = Type.String({ format: 'date-time' });

/** `{data: …}`: the envelope of every answer that is not a paged list. */
export const DataOf = <T extends TSchema>(data: T) => Type.Object({ data });

/** The answer of a 204: no body. */
export const NoContent = Type.Null({ description: 'No content' });

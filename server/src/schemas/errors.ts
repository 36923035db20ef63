import { type Static, Type } from '@sinclair/typebox';

/** Laravel's per-field messages: `{field: [messages]}`. */
export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()));
export type FieldErrors = Static<typeof FieldErrors>;

/**
 * Every refusal of the REST API: `{message}`, and `errors` per field on a 422
 * (401 Unauthenticated, 403 unauthorized, 404 not found, 409 conflict, 422 invalid, 429 too many).
 */
export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(FieldErrors),
});
export type ErrorBody = Static<typeof ErrorBody>;

const ERROR_DESCRIPTIONS = {
  401: 'Unauthenticated: no valid bearer token',
  403: 'This action is unauthorized: the account is not an admin',
  404: 'The record does not exist',
  409: 'The record is not in a state that allows this change',
  422: 'Invalid input: `errors` lists the messages per field',
  429: 'Too many attempts: wait the seconds the Retry-After header gives',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** One error answer, `{message, errors?}`, described for the API document. */
export const errorAnswer = (description: string) =>
  Type.Object(ErrorBody.properties, { description });

/** The error answers a route can give, each `{message, errors?}`, for its response schema. */
export const errorResponses = <S extends ErrorStatus>(...statuses: S[]) =>
  Object.fromEntries(
    statuses.map((status) => [status, errorAnswer(ERROR_DESCRIPTIONS[status])]),
  ) as Record<S, typeof ErrorBody>;

/** Errors the API answers with a Laravel-shaped body; anything else is a 500 without details. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export type FieldErrors = Record<string, string[]>;

/** 422 `{message, errors: {field: [messages]}}`, as Laravel's validator answers. */
export class ValidationError extends HttpError {
  constructor(readonly errors: FieldErrors) {
    super(422, summarize(errors));
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

/** Laravel's summary: the first message, and how many more there are. */
export function summarize(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = () => new HttpError(403, 'This action is unauthorized.');
export const notFound = (what = 'Record') => new HttpError(404, `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, message);

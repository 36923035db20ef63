/**
 * What a domain rule refuses, said in the domain's words. Nothing here knows of HTTP: the API's
 * error handler (plugins/errorHandler.ts) decides how each kind is answered.
 */
export abstract class DomainError extends Error {
  override name = this.constructor.name;
}

/** Messages per input field, e.g. `{email: ['The email has already been taken.']}`. */
export type FieldErrors = Record<string, string[]>;

/** The record the request names does not exist (or is not the caller's to see). */
export class NotFoundError extends DomainError {
  constructor(readonly what = 'Record') {
    super(`${what} not found.`);
  }
}

/** The request is valid, but the record's current state does not allow it (answered twice…). */
export class ConflictError extends DomainError {}

/** The input breaks a rule; each field with what is wrong with it. */
export class InvalidInputError extends DomainError {
  constructor(
    readonly errors: FieldErrors,
    /** The messages may be someone else's words (a supplier's refusal), not only the shop's. */
    readonly quotesOthers = false,
  ) {
    super(summarize(errors));
  }

  /** One message for one field. */
  static field(field: string, message: string): InvalidInputError {
    return new InvalidInputError({ [field]: [message] });
  }

  /** One message for one field that may be someone else's words, e.g. a supplier's refusal. */
  static quoting(field: string, message: string): InvalidInputError {
    return new InvalidInputError({ [field]: [message] }, true);
  }
}

/**
 * The account was deactivated while its request was under way: its token or key was checked
 * before, the deactivation committed before the request reached the account's row.
 */
export class AccountDeactivatedError extends DomainError {
  constructor() {
    super('This account has been deactivated.');
  }
}

/** Too many attempts of something limited (signing in); the caller may retry after a while. */
export class TooManyAttemptsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** One line for all the messages: the first one, and how many more there are (Laravel's words). */
export function summarize(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

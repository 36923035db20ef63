import type { FieldErrors } from '../domain/errors.js';
import { TWO_FACTOR_FIRST } from '../schemas/auth.js';
import type { AnswerLocale } from './answerLocale.js';
import { SPANISH_FIELD_NAMES } from './es/fieldNames.js';
import { SPANISH_MESSAGES } from './es/index.js';
import { MessageCatalogue } from './messageCatalogue.js';

const spanish = new MessageCatalogue(SPANISH_MESSAGES, SPANISH_FIELD_NAMES);

/**
 * Messages every language receives in English: the client recognizes them by their words and
 * shows its own text in the user's language (TWO_FACTOR_FIRST sends the admin to My Profile).
 */
const KEPT_IN_ENGLISH: ReadonlySet<string> = new Set([TWO_FACTOR_FIRST]);

/**
 * Whether a message the server writes has its text in every language it answers in (a message
 * kept in English on purpose has); the server tests hold every message they meet to it.
 */
export function isTranslated(text: string): boolean {
  return KEPT_IN_ENGLISH.has(text) || spanish.spanishOf(text) !== undefined;
}

/** A message the server wrote, in the language the request asked for (as it came when none). */
export function translateMessage(text: string, locale: AnswerLocale): string {
  if (locale === 'en' || KEPT_IN_ENGLISH.has(text)) return text;
  return spanish.spanishOf(text) ?? text;
}

/** Each field's messages in the language asked for. */
export function translateFieldErrors(errors: FieldErrors, locale: AnswerLocale): FieldErrors {
  if (locale === 'en') return errors;
  const translated: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    translated[field] = messages.map((message) => translateMessage(message, locale));
  }
  return translated;
}

/** Spanish for Laravel's one line of all the messages (domain/errors.ts `summarize`). */
export function summarizeInSpanish(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'Los datos proporcionados no son válidos.';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (y ${more} ${more === 1 ? 'error' : 'errores'} más)`;
}

/** A lone UTF-16 surrogate ("\ud800" in JSON): jsonb refuses it, a text column keeps U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why PostgreSQL would not store this text as it was given, in Laravel's words for the field
 * `name`: a NUL character (refused) or a lone surrogate. Undefined when the text is fit.
 */
export function unstorableTextProblem(name: string, text: string): string | undefined {
  if (text.includes('\u0000')) return `The ${name} field must not contain a NUL character.`;
  if (LONE_SURROGATE.test(text)) return `The ${name} field must be valid Unicode text.`;
  return undefined;
}

/** The text with each lone surrogate replaced by U+FFFD, as a text column would keep it. */
export const wellFormed = (text: string): string =>
  text.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd');

/** The first `max` UTF-16 units of the text, never half of an emoji (jsonb refuses it). */
export const cutText = (text: string, max: number): string =>
  text.slice(0, max).replace(/[\ud800-\udbff]$/, '');

export const isStorableText = (text: string): boolean =>
  unstorableTextProblem('', text) === undefined;

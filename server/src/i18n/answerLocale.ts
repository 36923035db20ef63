/** The languages the API answers in: English (the spec's texts, and the default) and Spanish. */
export type AnswerLocale = 'en' | 'es';

const SUPPORTED: readonly AnswerLocale[] = ['en', 'es'];

/**
 * The language an `Accept-Language` header asks for (RFC 9110 §12.5.4): the supported language
 * of highest weight, the first listed among equals; English when it names none of them.
 */
export function answerLocale(acceptLanguage: string | undefined): AnswerLocale {
  if (!acceptLanguage) return 'en';
  let best: AnswerLocale = 'en';
  let bestWeight = 0;
  for (const range of acceptLanguage.split(',')) {
    const [tag = '', ...parameters] = range.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0] as AnswerLocale;
    if (!SUPPORTED.includes(language)) continue;
    const weight = weightOf(parameters);
    if (weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best;
}

function weightOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.trim().split('=');
    if (name?.trim().toLowerCase() === 'q') {
      const weight = Number(value);
      return Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0;
    }
  }
  return 1;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldErrors, summarize } from '../domain/errors.js';
import { type AnswerLocale, answerLocale } from '../i18n/answerLocale.js';
import {
  isTranslated,
  summarizeInSpanish,
  translateFieldErrors,
  translateMessage,
} from '../i18n/translateMessage.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request asks its answer in (`Accept-Language`), English by default. */
    answerLocale(): AnswerLocale;
    /** A message the server wrote, in the request's language. */
    translate(text: string): string;
    /**
     * Each field's messages in the request's language, and the one line summing them up;
     * `quotesOthers`: they may be someone else's words, which have no Spanish (not reported).
     */
    translateErrors(
      errors: FieldErrors,
      quotesOthers?: boolean,
    ): { message: string; errors: FieldErrors };
  }
}

export interface AnswerLanguageOptions {
  /**
   * Told of every message the server wrote that has no Spanish, whatever the request's language
   * (the server tests fail on them).
   */
  reportUntranslated?: (text: string) => void;
}

/**
 * The API answers in the language the browser asks for: the client sends the screen's language
 * as `Accept-Language`, so a Spanish screen shows the server's messages in Spanish. Without the
 * header (the spec's calls, scripts) everything stays in the spec's English.
 */
async function answerLanguagePlugin(
  app: FastifyInstance,
  { reportUntranslated }: AnswerLanguageOptions,
): Promise<void> {
  const check = (text: string) => {
    if (reportUntranslated && !isTranslated(text)) reportUntranslated(text);
  };

  app.decorateRequest('answerLocale', function (this: FastifyRequest) {
    return answerLocale(this.headers['accept-language']);
  });
  app.decorateRequest('translate', function (this: FastifyRequest, text: string) {
    check(text);
    return translateMessage(text, this.answerLocale());
  });
  app.decorateRequest(
    'translateErrors',
    function (this: FastifyRequest, errors: FieldErrors, quotesOthers = false) {
      if (!quotesOthers) for (const message of Object.values(errors).flat()) check(message);
      const locale = this.answerLocale();
      const translated = translateFieldErrors(errors, locale);
      return {
        message: locale === 'es' ? summarizeInSpanish(translated) : summarize(translated),
        errors: translated,
      };
    },
  );
}

export default fp(answerLanguagePlugin, { name: 'answer-language' });

import { describe, expect, it } from 'vitest';
import { answerLocale } from '../../src/i18n/answerLocale.js';

describe('the language an answer is written in (Accept-Language)', () => {
  it('is English without the header, as the spec writes its texts', () => {
    expect(answerLocale(undefined)).toBe('en');
    expect(answerLocale('')).toBe('en');
  });

  it('is Spanish for any Spanish the request asks for', () => {
    expect(answerLocale('es')).toBe('es');
    expect(answerLocale('es-MX,es;q=0.9')).toBe('es');
  });

  it('is the supported language of highest weight, the first among equals', () => {
    expect(answerLocale('en;q=0.4, es;q=0.8')).toBe('es');
    expect(answerLocale('fr, es;q=0.5, en;q=0.9')).toBe('en');
    expect(answerLocale('es, en')).toBe('es');
  });

  it('is English when the request names neither, or refuses Spanish with q=0', () => {
    expect(answerLocale('fr-FR, de;q=0.8')).toBe('en');
    expect(answerLocale('es;q=0')).toBe('en');
    expect(answerLocale('es;q=banana')).toBe('en');
  });
});

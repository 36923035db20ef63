import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

export const DEFAULT_LOCALE = 'en';

const loadMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'es' ? import('./es').then((module) => module.es) : en;

/** Polyglot provider: English bundled, Spanish loaded on first use. */
export const i18nProvider = polyglotI18nProvider(loadMessages, DEFAULT_LOCALE, LOCALES, {
  allowMissing: true,
});

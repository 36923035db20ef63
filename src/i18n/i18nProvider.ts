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

/** A polyglot provider: English bundled, Spanish loaded on first use. */
export const createI18nProvider = () =>
  polyglotI18nProvider(loadMessages, DEFAULT_LOCALE, LOCALES, { allowMissing: true });

/** The app's provider (each story makes its own, so that a locale switch stays in its story). */
export const i18nProvider = createI18nProvider();

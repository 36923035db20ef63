export type { Messages } from './en';
export { en } from './en';
export { createI18nProvider, DEFAULT_LOCALE, i18nProvider, LOCALES } from './i18nProvider';
export { useErrorText } from './useErrorText';

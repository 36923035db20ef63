import { useLocaleState } from 'react-admin';

/**
 * The `lang` of a text the spec gives in Spanish in every language (the dashboard's periods and
 * figures: 'Hoy', 'Ordenes Totales', 'Cargando'): 'es' beside English words, so a screen reader
 * pronounces them as Spanish (WCAG 3.1.2, language of parts); nothing when the page is Spanish.
 */
export function useSpanishOfTheSpec(): 'es' | undefined {
  const [locale = 'en'] = useLocaleState();
  return locale === 'es' ? undefined : 'es';
}

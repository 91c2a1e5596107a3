import { LANGUAGES_META } from '../../../core/layout/page-language';
import { directionOf, SOURCE_LANGUAGE } from '../../../core/messages/languages';

/**
 * The language of this page, as the server wrote it on <html lang> (src/core/layout/page-language.ts
 * decides it from the address, then the remembered choice): the words fetched, the registry's
 * labels and messages, and the formats of dates and numbers follow it.
 */
export function pageLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || SOURCE_LANGUAGE;
}

/** "rtl" for Arabic. */
export const pageDirection = (): 'ltr' | 'rtl' => directionOf(pageLanguage());

/** The locale dates, numbers and the components' direction follow: the UAE's, in the page's language. */
export const pageLocale = (): string => `${pageLanguage()}-AE`;

/** The release's languages, as the server named them in the page ("en ar"); the page's own alone when it names none. */
export function pageLanguages(): string[] {
  const named = typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>(`meta[name="${LANGUAGES_META}"]`)?.content;
  return named ? named.split(' ').filter(Boolean) : [pageLanguage()];
}

import { LANGUAGES_META } from '../../../core/layout/page-language';
import { directionOf, SOURCE_LANGUAGE } from '../../../core/messages/languages';

/**
 * The language of this page, as the server wrote it on <html lang> (src/core/layout/page-language.ts
 * decides it from the address, then the remembered choice): the words fetched, the registry's
 * labels and messages, and the formats of dates and numbers follow it.
 */
export function pageLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || rendered?.lang || SOURCE_LANGUAGE;
}

/** The page's language and the release's, where there is no page: the first render made at build time (src/cli/prerender.ts). */
let rendered: { lang: string; languages: string[] } | undefined;
export function renderInLanguage(lang: string, languages: string[]): void {
  rendered = { lang, languages };
}

/** "rtl" for Arabic. */
export const pageDirection = (): 'ltr' | 'rtl' => directionOf(pageLanguage());

/** The locale dates, numbers and the components' direction follow: the UAE's, in the page's language. */
export const pageLocale = (): string => `${pageLanguage()}-AE`;

/** The release's languages, as the server named them in the page ("en ar"); the page's own alone when it names none. */
export function pageLanguages(): string[] {
  if (typeof document === 'undefined') return rendered?.languages ?? [pageLanguage()];
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${LANGUAGES_META}"]`)?.content;
  return named ? named.split(' ').filter(Boolean) : [pageLanguage()];
}

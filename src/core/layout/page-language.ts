/**
 * The language a page is shown in (rule WORDS-LANGUAGES). The address decides first (`?lang=ar`, so
 * a link opens in Arabic), then the visitor's last choice (a cookie the server sets when the address
 * named one, kept a year), then the source language. The server decides it for each page it sends
 * and writes it on <html lang dir>; the app reads it there, so both always agree.
 */
import { directionOf, SOURCE_LANGUAGE } from '../messages/languages';
import { cookieValue } from './cookie';

/** The address's parameter that names the language. */
export const LANGUAGE_PARAM = 'lang';

/** The cookie that remembers the visitor's language across visits. */
export const LANGUAGE_COOKIE = 'qa_lang';

/** How long the choice is remembered: a year. */
export const LANGUAGE_COOKIE_MAX_AGE_SEC = 365 * 24 * 3600;

/** The meta element a page names its release's languages in ("en ar"): the language switch offers the others. */
export const LANGUAGES_META = 'quick-apply-languages';

export interface PageLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** every language of the release, the source first */
  languages: readonly string[];
  /** the address named it: the server remembers it in the cookie */
  fromAddress: boolean;
}

/** The language of a page asked for with `search` ("?lang=ar") and `cookieHeader`, among the release's `languages`. */
export function pageLanguageOf(search: string, cookieHeader: string | undefined, languages: readonly string[]): PageLanguage {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM) ?? undefined;
  if (asked && languages.includes(asked)) return { lang: asked, dir: directionOf(asked), fromAddress: true, languages };
  const remembered = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  const lang = remembered && languages.includes(remembered) ? remembered : SOURCE_LANGUAGE;
  return { lang, dir: directionOf(lang), fromAddress: false, languages };
}

/** The address of `pathname` + `search` in `lang`: the same page, its parameters kept. */
export function addressIn(lang: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, lang);
  return `${pathname}?${params.toString()}`;
}

/**
 * The language of an API request: the first of its Accept-Language tags the release has words for
 * (the app sends its page's language), else the source language. The server words what it answers
 * and sends (errors, codes by SMS and e-mail, confirmations) in it.
 */
export function requestLanguageOf(acceptLanguage: string | undefined, languages: readonly string[]): string {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim();
    const base = tag.split('-')[0].toLowerCase();
    if (languages.includes(tag)) return tag;
    if (languages.includes(base)) return base;
  }
  return SOURCE_LANGUAGE;
}

import { directionOf } from './languages';

/**
 * A value set into a sentence that holds Latin letters or an address's signs (a name typed in
 * English, an e-mail, "+971 50…", a reference, a file's path) is isolated in a right-to-left
 * sentence (U+2068 … U+2069), so it keeps its own order and does not pull the words around it out of place.
 */
const NEEDS_ISOLATION = /[A-Za-z@+/]/;

export const isolatedIn = (text: string, lang: string): string => (directionOf(lang) === 'rtl' && NEEDS_ISOLATION.test(text) ? `\u2068${text}\u2069` : text);

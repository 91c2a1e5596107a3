import type { Page } from 'playwright-core';

/**
 * Latin-script words on screen, outside what the person typed (inputs, and the `typed` values a page
 * shows back: a name, an e-mail), what another language names itself in (lang="en"), the fixed
 * formats that stay left to right (digits, codes) and the parts of the page `outside` names.
 */
export const latinWords = (page: Page, typed: readonly string[] = [], outside: readonly string[] = []) =>
  page.evaluate(
    ([given, skipped]) => {
      const typedWords = new Set(given.flatMap((value) => value.split(/\s+/)));
      const words: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (parent.closest('[lang]:not([lang="ar"])') || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
        if (skipped.length && parent.closest(skipped.join(', '))) continue;
        // what the page marks as not to be translated: a customer's name or company in a list
        if (parent.closest('[translate="no"]')) continue;
        const box = parent.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        const bare = (word: string) => word.replace(/^[\u2068("'«]+|[\u2069)"'»,.:;!?،]+$/g, '');
        // a word with a digit is a reference or a number (a licence number, an IBAN), which stays as it is written
        // a value set into a sentence in another script (a name, an e-mail) is isolated (U+2068 … U+2069): it is the person's, not the page's
        const own = (node.textContent ?? '').replace(/\u2068[^\u2069]*\u2069/g, ' ');
        words.push(...own.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word) && !/\d/.test(word) && !typedWords.has(bare(word))));
      }
      return [...new Set(words)];
    },
    [typed, outside] as const,
  );

/** The page's <html lang dir>. */
export const html = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** Every text a person typed in `answers`, the words a page may show back in their own script. */
export function typedValues(answers: unknown): string[] {
  if (typeof answers === 'string') return [answers];
  if (Array.isArray(answers)) return answers.flatMap(typedValues);
  if (answers && typeof answers === 'object') return Object.values(answers).flatMap(typedValues);
  return [];
}

import type { Bundle } from '../../../core/bundle';
import { deriveDocuments, documentRules, type DocumentGroups, type DocumentRules, type StoredUpload, type Translate } from '../../../core/documents';
import { interpolate, lookup } from '../../../core/messages/format';
import { SOURCE_LANGUAGE } from '../../../core/messages/languages';

/** Sentences of content/<lang>/documents.json by key, with {placeholders} filled. */
export function documentWords(bundle: Bundle, lang = SOURCE_LANGUAGE): Translate {
  const words = bundle.content[`${lang}/documents.json`];
  return (key, params = {}) => interpolate(lookup(words, key) ?? key, params);
}

export interface DocumentsDomain {
  rules: DocumentRules;
  words: Translate;
  /**
   * The groups an application needs, with the uploads the server holds, titled in `lang` (a page's
   * listing); English, the record's own language, by default (what is stored does not change with
   * the language a person reads).
   */
  groupsOf(record: Record<string, unknown>, uploads: Record<string, StoredUpload>, lang?: string): DocumentGroups;
}

export function documentsDomain(bundle: Bundle): DocumentsDomain {
  const rules = documentRules(bundle);
  const words = documentWords(bundle);
  const wordsIn = new Map<string, Translate>([[SOURCE_LANGUAGE, words]]);
  const titles = (lang: string) => {
    if (!wordsIn.has(lang)) wordsIn.set(lang, bundle.content[`${lang}/documents.json`] ? documentWords(bundle, lang) : words);
    return wordsIn.get(lang)!;
  };
  return { rules, words, groupsOf: (record, uploads, lang = SOURCE_LANGUAGE) => deriveDocuments(record, rules, { title: titles(lang), uploads }) };
}

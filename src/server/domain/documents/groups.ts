import type { Bundle } from '../../../core/bundle';
import { deriveDocuments, documentRules, type DocumentGroups, type DocumentRules, type StoredUpload, type Translate } from '../../../core/documents';
import { interpolate, lookup } from '../../../core/messages/format';

/** Sentences of content/<lang>/documents.json by key, with {placeholders} filled. */
export function documentWords(bundle: Bundle, lang = 'en'): Translate {
  const words = bundle.content[`${lang}/documents.json`];
  return (key, params = {}) => interpolate(lookup(words, key) ?? key, params);
}

export interface DocumentsDomain {
  rules: DocumentRules;
  words: Translate;
  /** The groups an application needs, with the uploads the server holds. */
  groupsOf(record: Record<string, unknown>, uploads: Record<string, StoredUpload>): DocumentGroups;
}

export function documentsDomain(bundle: Bundle): DocumentsDomain {
  const rules = documentRules(bundle);
  const words = documentWords(bundle);
  return { rules, words, groupsOf: (record, uploads) => deriveDocuments(record, rules, { title: words, uploads }) };
}

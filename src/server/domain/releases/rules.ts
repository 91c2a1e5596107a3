import { contentFile, schemaFile, type Bundle } from '../../../core/bundle';
import type { ReleaseRules } from '../../../core/rules/releases';

export type { ReleaseRules };

export function releaseRules(bundle: Bundle): ReleaseRules {
  return schemaFile<ReleaseRules>(bundle, 'rules/releases.json');
}

export interface ReleaseWords {
  deployedAuthor: string;
  deployedNote: string;
  restoredNote: string;
  /** the trail's note on an application whose completed steps start-up named by id */
  stepIdsNote: string;
  /** a finding for files the check itself cannot read */
  uncheckable: string;
  demoAnalyst: { printed: string };
  cli: Record<string, string>;
}

/** content/<lang>/releases.json: the server's and the release commands' sentences. */
export function releaseWords(bundle: Bundle, lang = 'en'): ReleaseWords {
  return contentFile<ReleaseWords>(bundle, `${lang}/releases.json`);
}

import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';

/** The shape of schemas/rules/screening.json (its $comment explains it to analysts). */

export interface OutcomeRule {
  screeningStatus: string;
  screeningReason: string;
  notesKey?: string;
  reasonNotesKey?: string;
}

export type ProspectState = 'draft' | 'stopped' | 'submitted';

export interface DedupeParams {
  matchOn: Array<'mobile' | 'email' | 'tradeLicence'>;
  /** `closesAsDuplicate`: an application this outcome stops is a copy of the live one it matched (rule DEDUPE-LIVE) */
  outcomes: Array<{ otherStatus: ProspectState; otherHasRoCode?: boolean; closesAsDuplicate?: boolean; outcome: Partial<OutcomeRule> }>;
}

export interface UploadedDocumentsParams {
  moreThan: number;
}

interface CheckBase {
  screeningType: string;
  firesWhen: string;
  outcome: OutcomeRule;
  /** the account type the same application may switch to when this check fires (rule STARTER-EARLY) */
  switchTo?: string;
  /** the save types on which a fired check stops the journey; every save when absent */
  stopsOn?: string[];
}

export type CheckRule =
  | (CheckBase & { condition: Record<string, unknown>; builtin?: undefined })
  | (CheckBase & { builtin: 'dedupe'; params: DedupeParams; condition?: undefined })
  | (CheckBase & { builtin: 'uploadedDocuments'; params: UploadedDocumentsParams; condition?: undefined });

export interface ScreeningRules {
  statusOverAll: { stop: string; continue: string };
  blockingReasons: string[];
  passed: OutcomeRule;
  lists: Record<string, string[]>;
  checks: CheckRule[];
}

export function screeningRules(bundle: Bundle): ScreeningRules {
  return schemaFile<ScreeningRules>(bundle, 'rules/screening.json');
}

import type { ValidateFunction } from 'ajv';
import type { Bundle } from '../../../core/bundle';
import { lookup } from '../../../core/messages/format';
import type { Db } from '../../db/client';
import { indexedColumns, type JsonObject } from '../prospects/columns';
import { conditionCompiler } from './conditions';
import { dedupeOutcome } from './dedupe';
import { screeningRules, type CheckRule, type OutcomeRule } from './rules';
import { countUploadedDocuments } from './uploaded-documents';

/** One line of preScreening.screeningResults (spec 000 §3 "Screening result"). */
export interface ScreeningResult {
  screeningType: string;
  screeningStatus: string;
  screeningReason: string;
  screeningNotes: string;
  reasonNotes: string;
  /** true when the check fired (its outcome, not the `passed` line) */
  fired: boolean;
}

/** The answer's preScreening, also stored on organizationInfo.screeningInfo (spec 000 §4). */
export interface PreScreening {
  statusOverAll: string;
  screeningResults: ScreeningResult[];
}

export interface ScreeningSubject {
  record: JsonObject;
  /** the application's own id: dedupe never matches it */
  prospectId?: string;
}

export interface Screening {
  run(subject: ScreeningSubject, db: Db): Promise<PreScreening>;
  /** true when this preScreening ends the journey */
  stops(preScreening: PreScreening): boolean;
}

type Fired = Partial<OutcomeRule> | undefined;
type Evaluate = (subject: ScreeningSubject, db: Db) => Promise<Fired> | Fired;

/** Screening over schemas/rules/screening.json, compiled once per bundle. */
export function createScreening(bundle: Bundle, lang = 'en'): Screening {
  const rules = screeningRules(bundle);
  const words = bundle.content[`${lang}/screening.json`];
  const compile = conditionCompiler(rules.lists ?? {});
  const sentence = (key: string | undefined): string => (key ? (lookup(words, key) ?? key) : '');

  const evaluators: Array<{ check: CheckRule; evaluate: Evaluate }> = rules.checks.map((check) => {
    if (check.builtin === 'dedupe') {
      const params = check.params;
      return { check, evaluate: (subject, db) => dedupeOutcome(db, subject.prospectId, indexedColumns(subject.record), params) };
    }
    if (check.builtin === 'uploadedDocuments') {
      const { moreThan } = check.params;
      return { check, evaluate: (subject) => (countUploadedDocuments(subject.record.documents) > moreThan ? {} : undefined) };
    }
    if (check.builtin !== undefined) {
      const unknown = check as { screeningType: string; builtin: string };
      throw new Error(`schemas/rules/screening.json: "${unknown.screeningType}" names the unknown built-in "${unknown.builtin}"`);
    }
    const validate: ValidateFunction = compile(check.condition, check.screeningType);
    return { check, evaluate: (subject) => (validate(subject.record) ? {} : undefined) };
  });

  const result = (check: CheckRule, outcome: OutcomeRule, fired: boolean): ScreeningResult => ({
    screeningType: check.screeningType,
    screeningStatus: outcome.screeningStatus,
    screeningReason: outcome.screeningReason,
    screeningNotes: sentence(outcome.notesKey),
    reasonNotes: sentence(outcome.reasonNotesKey),
    fired,
  });

  const blocking = new Set(rules.blockingReasons);
  const stops = (preScreening: PreScreening) => preScreening.statusOverAll === rules.statusOverAll.stop;

  return {
    stops,
    async run(subject, db) {
      const screeningResults: ScreeningResult[] = [];
      for (const { check, evaluate } of evaluators) {
        const fired = await evaluate(subject, db);
        screeningResults.push(fired ? result(check, { ...check.outcome, ...fired }, true) : result(check, rules.passed, false));
      }
      const stop = screeningResults.some((line) => line.fired && blocking.has(line.screeningReason));
      return { statusOverAll: stop ? rules.statusOverAll.stop : rules.statusOverAll.continue, screeningResults };
    },
  };
}

import { setImmediate } from 'node:timers/promises';
import { documentRules } from '../../../core/documents/rules';
import type { ValidateFunction } from 'ajv';
import type { Bundle } from '../../../core/bundle';
import { lookup } from '../../../core/messages/format';
import type { Db } from '../../db/client';
import { indexedColumns, type JsonObject } from '../prospects/columns';
import { conditionCompiler } from './conditions';
import { dedupeFieldsOf, dedupeOutcome, findCopiedApplication, findDedupeMatches, type DedupeField, type DedupeMatch } from './dedupe';
import { screeningRules, type CheckRule, type OutcomeRule } from './rules';
import { countUploadedDocuments } from './uploaded-documents';
import { countUploads } from '../documents/repository';

import type { PreScreening, ScreeningResult } from '../../../core/api/prospects';

export type { PreScreening, ScreeningResult };

export interface ScreeningSubject {
  record: JsonObject;
  /** the application's own id: dedupe never matches it */
  prospectId?: string;
  /**
   * What other applications share with this record, when the caller already read it (the save
   * reads it with the application); otherwise screening queries it, once for every dedupe check.
   */
  dedupeMatches?: DedupeMatch[];
  /** the save's saveType: a check with `stopsOn` stops only those saves */
  saveType?: string;
  /** the uploads made so far, when the caller already counted them (else screening counts them) */
  uploadCount?: number;
}

/** What a screening decides: the preScreening, and for a stop that only a copy's dedupe caused, the live application copied. */
export interface Screened {
  preScreening: PreScreening;
  /** the application this one copies: it is then closed as a duplicate, not declined (rule DEDUPE-LIVE) */
  duplicateOf?: string;
}

export interface Screening {
  run(subject: ScreeningSubject, db: Db): Promise<Screened>;
  /** true when this preScreening ends the journey */
  stops(preScreening: PreScreening): boolean;
  /**
   * Whether an application with this preScreening may switch to `accountType`: every blocking line
   * that fired belongs to a check whose `switchTo` is that account type (rule STARTER-EARLY).
   */
  switchable(preScreening: PreScreening, accountType: string): boolean;
  /** Compiles the checks' conditions one at a time, with the event loop free between two (all of them at once: some 50 ms). */
  prepare(): Promise<void>;
  /** The record fields the dedupe checks compare (what ScreeningSubject.dedupeMatches must cover). */
  readonly dedupeFields: DedupeField[];
}

type Fired = (Partial<OutcomeRule> & { closesAsDuplicate?: boolean }) | undefined;
/** `uploads`: the files uploaded to the application so far, replacements included (read when a check asks) */
type Evaluate = (subject: ScreeningSubject, dedupe: () => Promise<DedupeMatch[]>, uploads: () => Promise<number>) => Promise<Fired> | Fired;

const screenings = new WeakMap<Bundle, Map<string, Screening>>();

/**
 * Screening over schemas/rules/screening.json, one per bundle and language. The conditions are
 * compiled on the first screening (or by `prepare()`), not while the server starts.
 */
export function createScreening(bundle: Bundle, lang = 'en'): Screening {
  let byLang = screenings.get(bundle);
  if (!byLang) {
    byLang = new Map();
    screenings.set(bundle, byLang);
  }
  let screening = byLang.get(lang);
  if (!screening) {
    screening = compileScreening(bundle, lang);
    byLang.set(lang, screening);
  }
  return screening;
}

function compileScreening(bundle: Bundle, lang: string): Screening {
  const rules = screeningRules(bundle);
  const words = bundle.content[`${lang}/screening.json`];
  const sentence = (key: string | undefined): string => (key ? (lookup(words, key) ?? key) : '');

  const dedupeFields = dedupeFieldsOf(rules.checks);
  const { uploadedStatus } = documentRules(bundle);
  for (const check of rules.checks) {
    if (check.builtin !== undefined && check.builtin !== 'dedupe' && check.builtin !== 'uploadedDocuments') {
      const unknown = check as { screeningType: string; builtin: string };
      throw new Error(`schemas/rules/screening.json: "${unknown.screeningType}" names the unknown built-in "${unknown.builtin}"`);
    }
  }

  // each check's condition compiled once, in the checks' order: all at once on the first screening,
  // or one at a time by prepare()
  const compiled: Array<{ check: CheckRule; evaluate: Evaluate }> = [];
  let compile: ReturnType<typeof conditionCompiler> | undefined;
  const compileNext = (): void => {
    const check = rules.checks[compiled.length];
    if (check.builtin === 'dedupe') {
      const params = check.params;
      compiled.push({ check, evaluate: async (_subject, dedupe) => dedupeOutcome(await dedupe(), params) });
    } else if (check.builtin === 'uploadedDocuments') {
      const { moreThan } = check.params;
      compiled.push({
        check,
        evaluate: async (subject, _dedupe, uploads) =>
          Math.max(countUploadedDocuments(subject.record.documents, uploadedStatus), await uploads()) > moreThan ? {} : undefined,
      });
    } else {
      // checked against the meta-schema in a release thread (checkScreeningConditions)
      compile ??= conditionCompiler(rules.lists ?? {}, { validateSchema: false });
      const validate: ValidateFunction = compile(check.condition, check.screeningType);
      compiled.push({ check, evaluate: (subject) => (validate(subject.record) ? {} : undefined) });
    }
  };
  const evaluators = (): Array<{ check: CheckRule; evaluate: Evaluate }> => {
    while (compiled.length < rules.checks.length) compileNext();
    return compiled;
  };

  const result = (check: CheckRule, outcome: OutcomeRule, fired: boolean): ScreeningResult => ({
    screeningType: check.screeningType,
    screeningStatus: outcome.screeningStatus,
    screeningReason: outcome.screeningReason,
    screeningNotes: sentence(outcome.notesKey),
    reasonNotes: sentence(outcome.reasonNotesKey),
    fired,
  });
  // The line of a check that did not fire is the same on every save.
  const passedLines = new Map(rules.checks.map((check) => [check, result(check, rules.passed, false)]));

  const blocking = new Set(rules.blockingReasons);
  const stops = (preScreening: PreScreening) => preScreening.statusOverAll === rules.statusOverAll.stop;

  const switchTargets = new Map(rules.checks.map((check) => [check.screeningType, check.switchTo]));
  const switchable = (preScreening: PreScreening, accountType: string) =>
    preScreening.screeningResults
      .filter((line) => line.fired && blocking.has(line.screeningReason))
      .every((line) => switchTargets.get(line.screeningType) === accountType);

  return {
    stops,
    switchable,
    async prepare() {
      while (compiled.length < rules.checks.length) {
        compileNext();
        await setImmediate();
      }
    },
    dedupeFields,
    async run(subject, db) {
      let matches: Promise<DedupeMatch[]> | undefined;
      const dedupe = () =>
        (matches ??= subject.dedupeMatches
          ? Promise.resolve(subject.dedupeMatches)
          : findDedupeMatches(db, subject.prospectId, indexedColumns(subject.record), dedupeFields));
      const uploads = async () => subject.uploadCount ?? (subject.prospectId ? countUploads(db, subject.prospectId) : 0);
      const screeningResults: ScreeningResult[] = [];
      // whether each blocking line that fired was a dedupe outcome that closes the application as a copy
      const copyOnly: boolean[] = [];
      for (const { check, evaluate } of evaluators()) {
        const fired = await evaluate(subject, dedupe, uploads);
        const line = fired ? result(check, { ...check.outcome, ...fired }, true) : { ...passedLines.get(check)! };
        screeningResults.push(line);
        const stopsHere = !check.stopsOn || (subject.saveType !== undefined && check.stopsOn.includes(subject.saveType));
        if (line.fired && blocking.has(line.screeningReason) && stopsHere) copyOnly.push(fired?.closesAsDuplicate === true);
      }
      const stop = copyOnly.length > 0;
      const preScreening = { statusOverAll: stop ? rules.statusOverAll.stop : rules.statusOverAll.continue, screeningResults };
      if (!stop || !copyOnly.every(Boolean) || !subject.prospectId) return { preScreening };
      const duplicateOf = await findCopiedApplication(db, subject.prospectId, indexedColumns(subject.record), dedupeFields);
      return duplicateOf ? { preScreening, duplicateOf } : { preScreening };
    },
  };
}

import type { Bundle } from '../../../core/bundle';
import { lookup } from '../../../core/messages/format';
import { SOURCE_LANGUAGE } from '../../../core/messages/languages';
import { isObject } from '../prospects/columns';
import { screeningRules } from './rules';
import type { ScreeningLine } from '../../../core/api/search';

/**
 * The stored screening lines in `lang`: the check by its name (rules nameKey), the status and the
 * reason by the words content/<lang>/screening.json gives their values; a fired line's reason is the
 * sentence its check's outcome names. The record keeps the values and the words of the save's
 * language; what an officer reads is the officer's. A value without words is shown as stored.
 */
export function screeningLines(bundle: Bundle, lang: string, results: unknown): ScreeningLine[] {
  if (!Array.isArray(results)) return [];
  const rules = screeningRules(bundle);
  const words = (key: string | undefined): string | undefined =>
    key === undefined ? undefined : (lookup(bundle.content[`${lang}/screening.json`], key) ?? lookup(bundle.content[`${SOURCE_LANGUAGE}/screening.json`], key));
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return results.filter(isObject).map((result) => {
    const type = text(result.screeningType);
    const check = rules.checks.find((one) => one.screeningType === type);
    const fired = result.fired === true;
    const status = text(result.screeningStatus) || text(result.statusOverAll);
    const reason = text(result.screeningReason);
    const sentence = fired ? words(check?.outcome.reasonNotesKey) : undefined;
    return {
      check: words(check?.nameKey) || type,
      status: words(`statuses.${status}`) ?? status,
      reason: sentence || (words(`reasons.${reason}`) ?? (reason || text(result.reasonNotes))),
      fired,
    };
  });
}

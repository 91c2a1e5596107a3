/**
 * `sharesMax: {"total": 100, "othersAt": "othersShareTotal"}` on a person's shareholding percentage:
 * the percentage may be at most `total` minus what the OTHER stakeholders hold. A person step is
 * validated with one person as its root value, so the others' total travels in that value: the
 * number at `othersAt` of the validated root (the page sets it, see schemas/defs/README.md; it is
 * never saved). Without it the others hold 0.
 */
import type { KeywordValidate } from './types';

interface Rule {
  total: number;
  othersAt: string;
}

type Cxt = { rootData?: unknown } | undefined;

/** The others' total read from the validated root value (0 when absent or not a number). */
export function othersTotalOf(root: unknown, othersAt: string): number {
  if (!root || typeof root !== 'object') return 0;
  const n = Number((root as Record<string, unknown>)[othersAt]);
  return Number.isFinite(n) ? n : 0;
}

/** The keyword's validate function (declared for `type: number | string`, `schemaType: object`). */
export function sharesMax(): KeywordValidate {
  const validate: KeywordValidate = function (rule: Rule, data: unknown, _parent: unknown, cxt: Cxt): boolean {
    const value = typeof data === 'string' ? Number(data) : data;
    if (typeof value !== 'number' || !Number.isFinite(value)) return true;
    const others = othersTotalOf(cxt?.rootData, rule.othersAt);
    const limit = Math.round((rule.total - others) * 100) / 100;
    if (value <= limit + 1e-9) return true;
    validate.errors = [{ keyword: 'sharesMax', params: { limit, total: rule.total, others } }];
    return false;
  };
  return validate;
}

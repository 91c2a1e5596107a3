/**
 * Screening checks that offer the same application another account type (`switchTo` in
 * schemas/rules/screening.json, rule STARTER-EARLY): the starter account of a business a year old or
 * older offers the current account. Browser and server read them from the same file.
 */
import type { Bundle } from '../bundle';

export interface SwitchingCheck {
  screeningType: string;
  /** a JSON Schema over the record: the check fires when it holds */
  condition: object;
  /** the account type offered instead */
  switchTo: string;
}

interface CheckLike {
  screeningType?: unknown;
  condition?: unknown;
  switchTo?: unknown;
}

export function switchingChecksOf(bundle: Bundle): SwitchingCheck[] {
  const rules = bundle.schemas['rules/screening.json'] as { checks?: CheckLike[] } | undefined;
  return (rules?.checks ?? []).flatMap((check) =>
    typeof check.switchTo === 'string' && typeof check.screeningType === 'string' && check.condition && typeof check.condition === 'object'
      ? [{ screeningType: check.screeningType, condition: check.condition as object, switchTo: check.switchTo }]
      : [],
  );
}

/** The switch the record's answers call for now, given a way to test a condition (the registry's `holds`). */
export function switchCalledFor(
  checks: readonly SwitchingCheck[],
  record: unknown,
  holds: (condition: unknown, value: unknown) => boolean,
): SwitchingCheck | undefined {
  return checks.find((check) => holds(check.condition, record));
}

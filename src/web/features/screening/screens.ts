import type { ScreenButtonRule, ScreenRule, ScreensRules } from '../../../core/rules/screening-screens';
import type { ScreeningResult } from '../../app/state/screening';
import { screensRules } from '../../app/rules';

export type { ScreenButtonRule, ScreenRule, ScreensRules };

export { screensRules };

/** The screen of a screening result (schemas/rules/screening-screens.json): by type, refined by status; else the default. */
export function screenFor(result: ScreeningResult | null | undefined): ScreenRule {
  const byType = result ? screensRules.screens[result.screeningType] : undefined;
  if (!byType) return screensRules.default;
  const byStatus = result?.screeningStatus ? byType.byStatus?.[result.screeningStatus] : undefined;
  return byStatus ?? byType;
}

/** public/images/screening/<image>-<variant>.svg */
export function imageOf(image: ScreenRule['image'], islamic: boolean): string {
  return `/images/screening/${image}-${islamic ? 'islamic' : 'conventional'}.svg`;
}

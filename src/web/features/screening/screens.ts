import rulesJson from '../../../../schemas/rules/screening-screens.json';
import type { ScreeningResult } from '../../app/state/screening';

export interface ScreenButtonRule {
  labelKey: string;
  /** a named route, opened with a page reload */
  route?: string;
  /** a link of the configuration answer, opened as an external link */
  configLink?: string;
  /** moves the same application to the account type the stopping check offers (rule STARTER-EARLY) */
  switchAccount?: boolean;
}

export interface ScreenRule {
  image: 'declined' | 'callback';
  messageKey?: string;
  titleKey?: string;
  buttons: string[];
  byStatus?: Record<string, ScreenRule>;
}

export interface ScreensRules {
  default: ScreenRule;
  screens: Record<string, ScreenRule>;
  buttons: Record<string, ScreenButtonRule>;
  errorScreens: Record<string, ScreenRule>;
  /** the buttons of every screen on an officer's page */
  agentButtons: string[];
}

export const screensRules = rulesJson as unknown as ScreensRules;

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

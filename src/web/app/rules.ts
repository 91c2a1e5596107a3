import accountsJson from '../../../schemas/rules/accounts.json';
import analyticsJson from '../../../schemas/rules/analytics.json';
import constantsJson from '../../../schemas/rules/constants.json';
import journeyJson from '../../../schemas/rules/journey.json';
import packagesJson from '../../../schemas/rules/packages.json';
import type { AccountRule, AccountsRules, ComparisonRow, ComparisonValue, Tier } from '../../core/rules/accounts';
import type { AnalyticsRules } from '../../core/rules/analytics';
import type { ConstantsRules } from '../../core/rules/constants';
import type { JourneyFlow, JourneyRules, JourneyStep } from '../../core/rules/journey';
import type { PackageRule, PackagesRules } from '../../core/rules/packages';

// Typed readers of the rule files the shell uses (schemas/rules/*.json). Imported one by one rather
// than through the whole bundle, so the landing route does not carry every form schema and datalist.

export type { AccountRule, AccountsRules, AnalyticsRules, ComparisonRow, ComparisonValue, JourneyFlow, JourneyStep, PackageRule, Tier };

export type Variant = 'conventional' | 'islamic';

export const accountsRules = accountsJson as unknown as AccountsRules;
export const packagesRules = (packagesJson as unknown as PackagesRules).packages;
export const journeyFlows = (journeyJson as unknown as JourneyRules).flows;
/** Routes whose path suffix is a view id stored on the application. */
export const viewRoutes: readonly string[] = journeyJson.viewRoutes;
/** The views auto-save runs on. */
export const autoSaveRoutes: readonly string[] = journeyJson.autoSaveRoutes;
export const constants = constantsJson as unknown as ConstantsRules;
export const analyticsRules = analyticsJson as unknown as AnalyticsRules;

export function accountBySlug(slug: string | undefined): AccountRule | undefined {
  return accountsRules.accounts.find((account) => account.slug === slug);
}

/** The slug of the same tier in the other banking variant. */
export function slugFor(tier: Tier, islamic: boolean): string {
  const match = accountsRules.accounts.find((a) => a.tier === tier && a.islamicBanking === islamic);
  if (!match) throw new Error(`schemas/rules/accounts.json has no ${tier} ${islamic ? 'islamic' : 'conventional'} account`);
  return match.slug;
}

export const variantOf = (islamic: boolean): Variant => (islamic ? 'islamic' : 'conventional');

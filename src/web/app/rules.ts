import accountsJson from '../../../schemas/rules/accounts.json';
import analyticsJson from '../../../schemas/rules/analytics.json';
import constantsJson from '../../../schemas/rules/constants.json';
import journeyJson from '../../../schemas/rules/journey.json';
import packagesJson from '../../../schemas/rules/packages.json';

// Typed readers of the rule files the shell uses (schemas/rules/*.json). Imported one by one rather
// than through the whole bundle, so the landing route does not carry every form schema and datalist.

export type Tier = 'starter' | 'current' | 'elite';
export type Variant = 'conventional' | 'islamic';

export interface AccountRule {
  slug: string;
  tier: Tier;
  accountType: string;
  islamicBanking: boolean;
  images: { landing: string; overview: string };
  keyFacts: string;
}

export type ComparisonValue = { kind: 'zero' | 'none' | 'yes' | 'optional' } | { kind: 'amount'; amount: number } | { kind: 'mandatory'; package: string };

export type ComparisonRow = { row: string } & Record<Tier, ComparisonValue>;

export interface AccountsRules {
  /** `noticeKey`: a sentence of content/en/accounts.json shown on the tier's landing and overview pages */
  tiers: { tier: Tier; accountType: string; tabPosition: number; noticeKey?: string }[];
  defaultSelectedTier: Tier;
  accounts: AccountRule[];
  comparison: ComparisonRow[];
}

export interface PackageRule {
  key: string;
  id: string;
  cost: number;
  currency: string;
  includedWith: Tier[];
  mandatoryWith: Tier[];
  readMoreConfigKeys: Record<Variant, string>;
}

export interface JourneyStep {
  number: number;
  path: string;
  relatedPath?: string;
  titleKey: string;
}

export interface JourneyFlow {
  clickable: boolean;
  steps: JourneyStep[];
}

export interface Constants {
  mobileBannerBreakpoint: number;
  mobileLayoutBreakpoint: number;
  navPanelWidth: number;
  tooltip: {
    touchDelayMs: number;
    enterDelayMs: number;
    leaveDelayMs: number;
    maxWidth: number;
    narrowScreenBreakpoint: number;
    placementNarrow: 'top' | 'left' | 'right' | 'bottom';
    placementWide: 'top' | 'left' | 'right' | 'bottom';
  };
  wheel: { historySize: number; resetGapMs: number; recentSamples: number; middleSamples: number; sectionTransitionMs: number };
  comparison: { selectedColumnWidth: number };
  notifications: { defaultStatus: 'error' | 'success' | 'info' | 'warning'; briefMs: number };
  [key: string]: unknown;
}

export interface AnalyticsRules {
  routeEvents: Record<string, string>;
  pageEvents: Record<string, string>;
  directOpenRoutes: string[];
  agentEvents: Record<'login' | 'search' | 'overview' | 'edit' | 'invite' | 'status', string>;
}

export const accountsRules = accountsJson as unknown as AccountsRules;
export const packagesRules = (packagesJson as unknown as { packages: PackageRule[] }).packages;
export const journeyFlows = (journeyJson as unknown as { flows: Record<string, JourneyFlow> }).flows;
/** Routes whose path suffix is a view id stored on the application. */
export const viewRoutes: readonly string[] = journeyJson.viewRoutes;
/** The views auto-save runs on. */
export const autoSaveRoutes: readonly string[] = journeyJson.autoSaveRoutes;
export const constants = constantsJson as unknown as Constants;
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

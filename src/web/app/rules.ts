import { schemaFile } from '../../core/bundle';
import type { AccountRule, AccountsRules, ComparisonRow, ComparisonValue, Tier } from '../../core/rules/accounts';
import type { AnalyticsRules } from '../../core/rules/analytics';
import type { ConstantsRules } from '../../core/rules/constants';
import type { JourneyFlow, JourneyRules, JourneyStep } from '../../core/rules/journey';
import type { PackageRule, PackagesRules } from '../../core/rules/packages';
import type { AgentRules } from '../../core/rules/agents';
import type { DocumentRules } from '../../core/rules/documents';
import type { ScreeningRules } from '../../core/rules/screening';
import type { ScreensRules } from '../../core/rules/screening-screens';
import type { StepsRules } from '../../core/rules/steps';
import type { ServicesRules } from '../../core/rules/services';
import { withEachRelease } from './release';

// Typed values of the rule files the shell uses (schemas/rules/*.json), from the release in use:
// live bindings, refreshed when another release is put in use, so read them when needed rather
// than copying them at a module's top level.

export type { AccountRule, AccountsRules, AnalyticsRules, ComparisonRow, ComparisonValue, JourneyFlow, JourneyStep, PackageRule, Tier };

export type Variant = 'conventional' | 'islamic';

export let accountsRules: AccountsRules;
export let packagesRules: PackageRule[];
export let journeyFlows: JourneyRules['flows'];
/** Routes whose path suffix is a view id stored on the application. */
export let viewRoutes: readonly string[];
/** The views auto-save runs on. */
export let autoSaveRoutes: readonly string[];
/** The application's pages in the order Continue goes through them (journey.json pageOrder). */
export let pageOrder: readonly string[];
export let constants: ConstantsRules;
export let analyticsRules: AnalyticsRules;
export let agentRules: AgentRules;
export let stepsRules: StepsRules;
export let screeningRules: ScreeningRules;
export let screensRules: ScreensRules;
/** schemas/rules/documents.json, the same file the server derives and checks with. */
export let documentRules: DocumentRules;
/** schemas/rules/services.json: the submission's status, stages and the time the bank takes to answer. */
export let servicesRules: ServicesRules;

withEachRelease((bundle) => {
  const journey = schemaFile<JourneyRules>(bundle, 'rules/journey.json');
  accountsRules = schemaFile<AccountsRules>(bundle, 'rules/accounts.json');
  packagesRules = schemaFile<PackagesRules>(bundle, 'rules/packages.json').packages;
  journeyFlows = journey.flows;
  viewRoutes = journey.viewRoutes;
  autoSaveRoutes = journey.autoSaveRoutes;
  pageOrder = journey.pageOrder;
  constants = schemaFile<ConstantsRules>(bundle, 'rules/constants.json');
  analyticsRules = schemaFile<AnalyticsRules>(bundle, 'rules/analytics.json');
  agentRules = schemaFile<AgentRules>(bundle, 'rules/agents.json');
  stepsRules = schemaFile<StepsRules>(bundle, 'rules/steps.json');
  screeningRules = schemaFile<ScreeningRules>(bundle, 'rules/screening.json');
  screensRules = schemaFile<ScreensRules>(bundle, 'rules/screening-screens.json');
  documentRules = schemaFile<DocumentRules>(bundle, 'rules/documents.json');
  servicesRules = schemaFile<ServicesRules>(bundle, 'rules/services.json');
});

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

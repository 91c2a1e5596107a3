import type { TSchema } from 'typebox';
import { AccountsRules } from './accounts';
import { AppConfigRules } from './app-config';
import { AgentRules } from './agents';
import { AnalyticsRules } from './analytics';
import { ConstantsRules } from './constants';
import { DocumentRules } from './documents';
import { JourneyRules } from './journey';
import { OtpRules } from './otp';
import { PackagesRules } from './packages';
import { ReleaseRules } from './releases';
import { ScreeningRules } from './screening';
import { ScreensRules } from './screening-screens';
import { ServicesRules } from './services';
import { SessionRules } from './session';
import { StepsRules } from './steps';

/**
 * The rules files whose settings are declared here (TypeBox): the types their readers use, and what
 * the schema check holds each file to (a wrong type, a missing or an unknown setting, by path).
 */
export const declaredRules: Readonly<Record<string, TSchema>> = {
  'rules/accounts.json': AccountsRules,
  'rules/agents.json': AgentRules,
  'rules/app-config.json': AppConfigRules,
  'rules/analytics.json': AnalyticsRules,
  'rules/constants.json': ConstantsRules,
  'rules/documents.json': DocumentRules,
  'rules/journey.json': JourneyRules,
  'rules/otp.json': OtpRules,
  'rules/packages.json': PackagesRules,
  'rules/releases.json': ReleaseRules,
  'rules/screening.json': ScreeningRules,
  'rules/screening-screens.json': ScreensRules,
  'rules/services.json': ServicesRules,
  'rules/session.json': SessionRules,
  'rules/steps.json': StepsRules,
};

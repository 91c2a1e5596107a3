import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// The complete route registry of spec 000 §2, as data. Pages load lazily, route by route,
// so the landing page carries only its own code.

export type Guard =
  /** {accountType} must be a known account slug, else the comparison (spec 001 §2 guard d) */
  | 'accountType'
  /** an account must have been chosen ("Start application"), else the comparison */
  | 'accountChoice'
  /** the analyst studio: only when the configuration says it is enabled, else not found */
  | 'studio'
  /** (a) an agent's login, with a token still in date, else the agent login */
  | 'agent'
  /** (b) a verified applicant (session, code or loaded application), else the agent or come-back login */
  | 'applicant'
  /** (c) a come-back login under way (a code was sent), else the come-back login */
  | 'comeBack'
  /** (e) any of three session states, else the come-back login */
  | 'applications';

/** What a guard can ask of the session (RouteView gathers them from the atoms). */
export type GuardFact =
  | 'agentSession'
  | 'agentTokenLive'
  | 'customerSession'
  | 'otpVerified'
  | 'prospect'
  | 'comeBackRecipient'
  | 'comeBackSession';

/** A guard as data: all of `allOf` and one of `anyOf` must hold, else the route `otherwise` (`otherwiseForAgents` when an agent is logged in). */
export interface GuardRule {
  allOf?: GuardFact[];
  anyOf?: GuardFact[];
  otherwise: string;
  otherwiseForAgents?: string;
}

/** The route guards (a)–(e) of spec 001 §2; (d) and the studio are checked by RouteView itself. */
export const guardRules: Partial<Record<Guard, GuardRule>> = {
  agent: { allOf: ['agentSession', 'agentTokenLive'], otherwise: 'login' },
  applicant: { anyOf: ['customerSession', 'otpVerified', 'prospect'], otherwise: 'comeBackLogin', otherwiseForAgents: 'login' },
  comeBack: { anyOf: ['comeBackRecipient'], otherwise: 'comeBackLogin' },
  applications: { anyOf: ['comeBackSession', 'customerSession', 'otpVerified'], otherwise: 'comeBackLogin' },
};

/** The route key a guard sends the user to, or null when the page may show. */
export function guardTarget(guard: Guard | undefined, facts: Partial<Record<GuardFact, boolean>>): string | null {
  const rule = guard ? guardRules[guard] : undefined;
  if (!rule) return null;
  const allHold = (rule.allOf ?? []).every((fact) => facts[fact] === true);
  const oneHolds = !rule.anyOf || rule.anyOf.some((fact) => facts[fact] === true);
  if (allHold && oneHolds) return null;
  return facts.agentSession && rule.otherwiseForAgents ? rule.otherwiseForAgents : rule.otherwise;
}

export interface RouteDef {
  key: string;
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  page: LazyExoticComponent<ComponentType<any>>;
  /** props handed to the page */
  props?: Record<string, unknown>;
  /** the step list of schemas/rules/journey.json shown in the navigation panel */
  flow?: string;
  /** the Conventional / RAKislamic switcher shows in the navigation panel */
  bankingSwitcher?: boolean;
  guard?: Guard;
}

const page = {
  landing: lazy(() => import('../features/landing/LandingPage')),
  comparison: lazy(() => import('../features/accounts/ComparisonPage')),
  accountLanding: lazy(() => import('../features/accounts/AccountLandingPage')),
  overview: lazy(() => import('../features/accounts/ApplicationOverviewPage')),
  applicantInfo: lazy(() => import('../features/applicant/ApplicantInfoPage')),
  verifyOtp: lazy(() => import('../features/applicant/VerifyOtpPage')),
  companyInfo: lazy(() => import('../features/company/CompanyInfoPage')),
  stakeholdersInfo: lazy(() => import('../features/stakeholders/StakeholdersInfoPage')),
  finalQuestions: lazy(() => import('../features/final-questions/FinalQuestionsPage')),
  uploadDocuments: lazy(() => import('../features/documents/UploadDocumentsPage')),
  reUploadDocuments: lazy(() => import('../features/documents/ReUploadDocumentsPage')),
  selectServices: lazy(() => import('../features/services/SelectServicesPage')),
  submitApplication: lazy(() => import('../features/submission/SubmitApplicationPage')),
  applicationSubmitted: lazy(() => import('../features/submission/ApplicationSubmittedPage')),
  myApplications: lazy(() => import('../features/comeback/MyApplicationsPage')),
  comeBackLogin: lazy(() => import('../features/comeback/ComeBackLoginPage')),
  comeBackVerification: lazy(() => import('../features/comeback/ComeBackVerificationPage')),
  forward: lazy(() => import('../features/redirects/ForwardPage')),
  agentLogin: lazy(() => import('../features/agent/AgentLoginPage')),
  searchProspect: lazy(() => import('../features/agent/SearchProspectPage')),
  searchedAppInfo: lazy(() => import('../features/agent/SearchedAppInfoPage')),
  inviteCustomer: lazy(() => import('../features/agent/InviteCustomerPage')),
  notFound: lazy(() => import('../features/not-found/NotFoundPage')),
  studio: lazy(() => import('../features/studio/StudioPage')),
};

export const BASE = '/business';
export const AGENT_BASE = '/agent';

// Order matters: the first matching entry wins (the named current-account page before the {accountType} pattern).
export const routes: RouteDef[] = [
  { key: 'landingRoot', path: '/', page: page.landing },
  { key: 'landing', path: BASE, page: page.landing },
  { key: 'accountsComparison', path: `${BASE}/accounts`, page: page.comparison },
  { key: 'currentAccount', path: `${BASE}/accounts/current-account`, page: page.accountLanding, props: { slug: 'current-account' }, bankingSwitcher: true },
  { key: 'accountLanding', path: `${BASE}/accounts/:accountType`, page: page.accountLanding, bankingSwitcher: true, guard: 'accountType' },
  { key: 'applicationOverview', path: `${BASE}/accounts/:accountType/application-overview`, page: page.overview, flow: 'application', guard: 'accountType' },
  { key: 'applicantInfo', path: `${BASE}/ApplicantInfo`, page: page.applicantInfo, flow: 'application', guard: 'accountChoice' },
  { key: 'verifyOtp', path: `${BASE}/VerifyOTP`, page: page.verifyOtp, flow: 'application' },
  { key: 'companyInfo', path: `${BASE}/CompanyInfo`, page: page.companyInfo, flow: 'application', guard: 'applicant' },
  { key: 'stakeholdersInfo', path: `${BASE}/StakeholdersInfo`, page: page.stakeholdersInfo, flow: 'application', guard: 'applicant' },
  { key: 'finalQuestions', path: `${BASE}/FinalQuestions`, page: page.finalQuestions, flow: 'application', guard: 'applicant' },
  { key: 'uploadDocuments', path: `${BASE}/UploadDocuments`, page: page.uploadDocuments, flow: 'application', guard: 'applicant' },
  { key: 'reUploadDocuments', path: `${BASE}/ReUploadDocuments`, page: page.reUploadDocuments, flow: 'application', guard: 'applicant' },
  { key: 'selectServices', path: `${BASE}/SelectServices`, page: page.selectServices, flow: 'application', guard: 'applicant' },
  { key: 'SubmitApplication', path: `${BASE}/SubmitApplication`, page: page.submitApplication, flow: 'application', guard: 'applicant' },
  { key: 'ApplicationSubmitted', path: `${BASE}/ApplicationSubmitted`, page: page.applicationSubmitted },
  { key: 'myApplications', path: `${BASE}/MyApplications`, page: page.myApplications, guard: 'applications' },
  { key: 'comeBackLogin', path: `${BASE}/ComeBackLogin`, page: page.comeBackLogin },
  { key: 'comeBackLoginVerification', path: `${BASE}/ComeBackVerification`, page: page.comeBackVerification, guard: 'comeBack' },
  { key: 'applicationRedirect', path: `${BASE}/application-redirect`, page: page.forward, props: { to: `${BASE}/ApplicantInfo` } },
  { key: 'applicationComebackRedirect', path: `${BASE}/application-comeback-redirect`, page: page.forward, props: { to: `${BASE}/ComeBackLogin` } },
  { key: 'applicantInfoRedirect', path: `${BASE}/applicantinfo-redirect`, page: page.forward, props: { to: `${BASE}/ApplicantInfo` } },
  { key: 'login', path: `${AGENT_BASE}/Login`, page: page.agentLogin },
  { key: 'searchProspect', path: `${AGENT_BASE}/SearchProspect`, page: page.searchProspect, flow: 'agentInvite', guard: 'agent' },
  { key: 'searchedAppInfo', path: `${AGENT_BASE}/SearchedAppInfo/:id`, page: page.searchedAppInfo, flow: 'agentSearch', guard: 'agent' },
  { key: 'inviteCustomer', path: `${AGENT_BASE}/InviteCustomer`, page: page.inviteCustomer, flow: 'agentInvite', guard: 'agent' },
  { key: 'studio', path: '/studio', page: page.studio, guard: 'studio' },
];

/** Shown for every path no route matches. */
export const notFoundRoute: RouteDef = { key: 'notFound', path: '*', page: page.notFound };

export function routeByKey(key: string): RouteDef {
  const route = routes.find((r) => r.key === key);
  if (!route) throw new Error(`No route named ${key}`);
  return route;
}

/** The path of a named route with its :params filled in. */
export function pathOf(key: string, params: Record<string, string> = {}): string {
  return routeByKey(key).path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Append a search string (without its "?") to a path. */
export function withSearch(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}

// The complete route registry, as data shared by the browser (src/web/app/routes.ts
// turns each page into a lazily loaded component) and the server (which names the scripts of the
// requested route in the page it answers: src/server/plugins/route-preloads.ts).

export type Guard =
  /** {accountType} must be a known account slug, else the comparison */
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

export interface RouteEntry {
  key: string;
  path: string;
  /** the page's module under src/web/features, without its extension (it loads lazily, route by route) */
  page: string;
  /** props handed to the page */
  props?: Record<string, unknown>;
  /** the step list of schemas/rules/journey.json shown in the navigation panel */
  flow?: string;
  /** the page's Continue goes to the page after it in journey.json `pageOrder` (the check holds the list to these) */
  continues?: boolean;
  /** the Conventional / RAKislamic switcher shows in the navigation panel */
  bankingSwitcher?: boolean;
  guard?: Guard;
  /**
   * The page's first render goes into the HTML the server answers (src/cli/prerender.ts), as a
   * visitor sees it or as a customer whose login the tab holds: the browser paints it before any
   * script has run, and the app's first render then takes its place. Only for pages whose first
   * render is the same for everyone of that kind (not a redirect, not a login's data).
   */
  firstPaint?: 'visitor' | 'customer';
}

export const BASE = '/business';
export const AGENT_BASE = '/agent';

// Order matters: the first matching entry wins (the named current-account page before the {accountType} pattern).
export const routeTable: RouteEntry[] = [
  { key: 'landingRoot', path: '/', page: 'landing/LandingPage', firstPaint: 'visitor' },
  { key: 'landing', path: BASE, page: 'landing/LandingPage', firstPaint: 'visitor' },
  { key: 'accountsComparison', path: `${BASE}/accounts`, page: 'accounts/ComparisonPage', firstPaint: 'visitor' },
  {
    key: 'currentAccount',
    path: `${BASE}/accounts/current-account`,
    page: 'accounts/AccountLandingPage',
    props: { slug: 'current-account' },
    bankingSwitcher: true,
    firstPaint: 'visitor',
  },
  { key: 'accountLanding', path: `${BASE}/accounts/:accountType`, page: 'accounts/AccountLandingPage', bankingSwitcher: true, guard: 'accountType' },
  {
    key: 'applicationOverview',
    path: `${BASE}/accounts/:accountType/application-overview`,
    page: 'accounts/ApplicationOverviewPage',
    flow: 'application',
    guard: 'accountType',
  },
  { key: 'applicantInfo', path: `${BASE}/ApplicantInfo`, page: 'applicant/ApplicantInfoPage', flow: 'application', guard: 'accountChoice' },
  { key: 'verifyOtp', path: `${BASE}/VerifyOTP`, page: 'applicant/VerifyOtpPage', flow: 'application' },
  {
    key: 'companyInfo',
    path: `${BASE}/CompanyInfo`,
    page: 'company/CompanyInfoPage',
    flow: 'application',
    guard: 'applicant',
    firstPaint: 'customer',
    continues: true,
  },
  {
    key: 'stakeholdersInfo',
    path: `${BASE}/StakeholdersInfo`,
    page: 'stakeholders/StakeholdersInfoPage',
    flow: 'application',
    guard: 'applicant',
    firstPaint: 'customer',
    continues: true,
  },
  {
    key: 'finalQuestions',
    path: `${BASE}/FinalQuestions`,
    page: 'final-questions/FinalQuestionsPage',
    flow: 'application',
    guard: 'applicant',
    firstPaint: 'customer',
    continues: true,
  },
  {
    key: 'uploadDocuments',
    path: `${BASE}/UploadDocuments`,
    page: 'documents/UploadDocumentsPage',
    flow: 'application',
    guard: 'applicant',
    firstPaint: 'customer',
    continues: true,
  },
  {
    key: 'reUploadDocuments',
    path: `${BASE}/ReUploadDocuments`,
    page: 'documents/ReUploadDocumentsPage',
    flow: 'application',
    guard: 'applicant',
    firstPaint: 'customer',
  },
  {
    key: 'selectServices',
    path: `${BASE}/SelectServices`,
    page: 'services/SelectServicesPage',
    flow: 'application',
    guard: 'applicant',
    firstPaint: 'customer',
    continues: true,
  },
  {
    key: 'SubmitApplication',
    path: `${BASE}/SubmitApplication`,
    page: 'submission/SubmitApplicationPage',
    flow: 'application',
    guard: 'applicant',
    firstPaint: 'customer',
    continues: true,
  },
  { key: 'ApplicationSubmitted', path: `${BASE}/ApplicationSubmitted`, page: 'submission/ApplicationSubmittedPage' },
  { key: 'myApplications', path: `${BASE}/MyApplications`, page: 'comeback/MyApplicationsPage', guard: 'applications' },
  { key: 'comeBackLogin', path: `${BASE}/ComeBackLogin`, page: 'comeback/ComeBackLoginPage' },
  { key: 'comeBackLoginVerification', path: `${BASE}/ComeBackVerification`, page: 'comeback/ComeBackVerificationPage', guard: 'comeBack' },
  { key: 'applicationRedirect', path: `${BASE}/application-redirect`, page: 'redirects/ForwardPage', props: { to: `${BASE}/ApplicantInfo` } },
  { key: 'applicationComebackRedirect', path: `${BASE}/application-comeback-redirect`, page: 'redirects/ForwardPage', props: { to: `${BASE}/ComeBackLogin` } },
  { key: 'applicantInfoRedirect', path: `${BASE}/applicantinfo-redirect`, page: 'redirects/ForwardPage', props: { to: `${BASE}/ApplicantInfo` } },
  { key: 'login', path: `${AGENT_BASE}/Login`, page: 'agent/AgentLoginPage' },
  { key: 'workQueue', path: `${AGENT_BASE}/Queue`, page: 'agent/QueuePage', flow: 'agentInvite', guard: 'agent' },
  { key: 'searchProspect', path: `${AGENT_BASE}/SearchProspect`, page: 'agent/SearchProspectPage', flow: 'agentInvite', guard: 'agent' },
  { key: 'searchedAppInfo', path: `${AGENT_BASE}/SearchedAppInfo/:id`, page: 'agent/SearchedAppInfoPage', flow: 'agentInvite', guard: 'agent' },
  { key: 'inviteCustomer', path: `${AGENT_BASE}/InviteCustomer`, page: 'agent/InviteCustomerPage', flow: 'agentInvite', guard: 'agent' },
  { key: 'studio', path: '/studio', page: 'studio/StudioPage', guard: 'studio' },
];

/** Shown for every path no route matches. */
export const notFoundEntry: RouteEntry = { key: 'notFound', path: '*', page: 'not-found/NotFoundPage' };

/**
 * The entry a pathname opens, as the browser's router matches it (wouter: `:name` is one segment,
 * letters in any case, an optional trailing slash), else the not-found entry.
 */
export function routeEntryFor(pathname: string): RouteEntry {
  const wanted = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const matches = (pattern: string) => {
    const got = wanted.split('/');
    const want = pattern.split('/');
    return got.length === want.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part.toLowerCase() === got[i].toLowerCase()));
  };
  return routeTable.find((entry) => matches(entry.path)) ?? notFoundEntry;
}

// A customer who has given their basic information and confirmed the one-time code, made through the
// real API and the dev outbox (tests/faults/support/applicants.ts), and the browser state the web app
// keeps for them, so a bench page opens a wizard step as that customer sees it.
import { createApplicants } from '../faults/support/applicants';

/** Where the web app keeps the customer's login (src/web/app/state/session.ts: jotai atomWithStorage on sessionStorage). */
export const SESSION_KEY = 'quickApply.customerSession';

/** The customer's first wizard page after the one-time code (tests/e2e/support/journey.ts ends there). */
export const WIZARD_PATH = '/business/CompanyInfo';

/** Shown on that page only when it loaded the application (the guard sends a visitor without a login elsewhere). */
export const WIZARD_READY_LABEL = 'Company name';

export interface CustomerLogin {
  prospectId: string;
  /** sessionStorage entries to set on the app's origin before the page loads */
  sessionStorage: Record<string, string>;
}

/** A new application and its customer's login, as the web app stores it after "Confirm" on the one-time code. */
export async function customerLogin(baseUrl: string): Promise<CustomerLogin> {
  const [applicant] = await createApplicants(baseUrl, 1, 'benchweb');
  const session = { accessToken: applicant.token, prospectId: applicant.prospectId, countryCode: applicant.countryCode, mobileNo: applicant.mobileNo };
  return { prospectId: applicant.prospectId, sessionStorage: { [SESSION_KEY]: JSON.stringify(session) } };
}

/** Source of an init script that puts the login into sessionStorage before any of the app's scripts run. */
export function sessionInitScript(login: CustomerLogin): string {
  return `(() => { const entries = ${JSON.stringify(login.sessionStorage)}; for (const [k, v] of Object.entries(entries)) if (sessionStorage.getItem(k) === null) sessionStorage.setItem(k, v); })();`;
}

import type { createStore } from 'jotai';
import type { ApplicationLine } from '../../../core/api/applications';
import { loadProspect } from '../../api/prospect-store';
import { BASE, pathOf, routes } from '../../app/routes';
import { accountsRules, agentRules as rules, slugFor } from '../../app/rules';
import { accountChoiceAtom, completedStepsAtom, prospectAtom } from '../../app/state/application';
import type { ComeBackRecipient } from '../../app/state/comeback';
import { editApplicationAtom } from '../../app/state/edit-mode';
import { prospectVersionAtom } from '../../app/state/save';
import { errorCodeAtom, screeningScreenAtom } from '../../app/state/screening';
import { customerSessionAtom } from '../../app/state/session';

type Store = ReturnType<typeof createStore>;

/** What My Applications offers for a status: resume where it was left, re-upload what the bank asked for, or nothing. */
export type ApplicationAction = 'finish' | 'upload' | null;

export function actionFor(status: string): ApplicationAction {
  if (status === rules.statusLabels.draft) return 'finish';
  if (rules.agentSettable.includes(status)) return 'upload';
  return null;
}

/** The path a stored view id (e.g. "/StakeholdersInfo") opens; the first form step when it names no page of the application. */
export function resumePath(viewId: string | null | undefined): string {
  const path = viewId ? `${BASE}${viewId}` : '';
  const known = routes.some((route) => route.path === path && route.path.startsWith(`${BASE}/`) && route.flow === 'application');
  return known ? path : pathOf('companyInfo');
}

/** The code of the screen that replaces resuming, when one does (an agent holds the application: 12013). */
export { RO_EDITING_CODE } from '../../api/save-failures';

/**
 * Opens one of the customer's applications: the customer session works on
 * it, the record and its completed steps are loaded into the atoms. Answers the path to go to.
 */
export async function resumeApplication(store: Store, accessToken: string, who: ComeBackRecipient, line: ApplicationLine): Promise<string> {
  store.set(customerSessionAtom, { accessToken, prospectId: line.prospectId, countryCode: who.countryCode, mobileNo: who.mobileNo });
  store.set(editApplicationAtom, false);
  store.set(prospectAtom, null);
  store.set(prospectVersionAtom, null);
  store.set(completedStepsAtom, []);
  store.set(errorCodeAtom, null);
  store.set(screeningScreenAtom, null);
  await loadProspect(store);
  const account = accountsRules.accounts.find((a) => a.accountType === line.accountType && a.islamicBanking === line.islamicBanking);
  if (account)
    store.set(accountChoiceAtom, {
      slug: slugFor(account.tier, account.islamicBanking),
      accountType: account.accountType,
      islamicBanking: account.islamicBanking,
    });
  return actionFor(line.status) === 'upload' ? pathOf('reUploadDocuments') : resumePath(line.viewId);
}

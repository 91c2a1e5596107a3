import type { ReopenedStep } from '../../../core/wizard/reopen';
import { atom } from 'jotai';
import type { CompletedStep } from '../../../core/wizard/types';
import { otpVerifiedAtom } from './session';
import { pendingApplicationAtom } from './pending-code';

export interface AccountChoice {
  /** account landing slug, e.g. "current-account-islamic" */
  slug: string;
  /** applicationInfo.accountType */
  accountType: string;
  /** applicationInfo.islamicBanking */
  islamicBanking: boolean;
}

/** The account the applicant chose on the application overview; null until "Start application". */
export const accountChoiceAtom = atom<AccountChoice | null>(null);

/** The application (prospect) being filled; null until the journey loads or creates one. */
export const prospectAtom = atom<Record<string, unknown> | null>(null);

/** Completed steps of the application (freeFieldsInfo.freeField5). */
export const completedStepsAtom = atom<CompletedStep[]>([]);
/** The completed steps a newly published release opened again, and why (the application's last read). */
export const reopenedStepsAtom = atom<ReopenedStep[]>([]);

/** Set when the user went back from an application overview to the comparison. */
export const fromApplicationOverviewAtom = atom(false);

/** "Start application": forget any earlier application and remember the chosen account. */
export const startApplicationAtom = atom(null, (_get, set, choice: AccountChoice) => {
  set(prospectAtom, null);
  set(completedStepsAtom, []);
  set(otpVerifiedAtom, false);
  set(pendingApplicationAtom, null);
  set(fromApplicationOverviewAtom, false);
  set(accountChoiceAtom, choice);
});

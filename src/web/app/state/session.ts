import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** True once the applicant's one-time code was verified: the logo link is then disabled. */
export const otpVerifiedAtom = atom(false);

/** A customer's login: the token of the verified code and the application it works on. */
export interface CustomerSession {
  accessToken: string;
  prospectId: string;
  countryCode: string;
  mobileNo: string;
}

/** The customer's login status; kept in sessionStorage, since login status persists across reloads. */
export const customerSessionAtom = atomWithStorage<CustomerSession | null>(
  'quickApply.customerSession',
  null,
  createJSONStorage<CustomerSession | null>(() => sessionStorage),
  { getOnInit: true },
);

/** Set by a 401 answer or by the session countdown reaching zero. */
export const sessionExpiredAtom = atom(false);

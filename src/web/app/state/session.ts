import { atom } from 'jotai';

/** True once the applicant's one-time code was verified (spec 000 §4): the logo link is then disabled. */
export const otpVerifiedAtom = atom(false);

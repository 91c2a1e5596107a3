import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Who is coming back: the e-mail and mobile number the one-time code goes to. */
export interface ComeBackRecipient {
  email: string;
  countryCode: string;
  mobileNo: string;
}

/**
 * Set by the come-back login once a code was sent; the code check needs it (guard c). In this tab's
 * sessionStorage, so a reload of the code page keeps it (rule CODE-RELOAD).
 */
export const comeBackRecipientAtom = atomWithStorage<ComeBackRecipient | null>(
  'quickApply.comeBackRecipient',
  null,
  createJSONStorage<ComeBackRecipient | null>(() => sessionStorage),
  { getOnInit: true },
);

/** A verified come-back login: the customer token naming all applications of that phone and e-mail. */
export interface ComeBackSession extends ComeBackRecipient {
  accessToken: string;
}

/** The come-back login status; in sessionStorage, since login status persists across reloads. */
export const comeBackSessionAtom = atomWithStorage<ComeBackSession | null>(
  'quickApply.comeBackSession',
  null,
  createJSONStorage<ComeBackSession | null>(() => sessionStorage),
  { getOnInit: true },
);

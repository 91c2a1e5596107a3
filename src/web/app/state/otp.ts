import { atomWithReducer } from 'jotai/utils';

/** One-time-code state. */
export interface OtpState {
  isGenerating: boolean;
  isGenerated: boolean;
  isPending: boolean;
  isVerified: boolean;
  verificationError: string | null;
  /** wrong codes entered since the last success */
  attempts: number;
  /** epoch ms of the last code sent */
  generatedAt: number | null;
  /** attempts the server still allows, when it said so */
  attemptsLeft: number | null;
}

export type OtpAction =
  | { type: 'generate' }
  | { type: 'generated'; at: number }
  | { type: 'generateFailed'; error: string }
  | { type: 'verify' }
  | { type: 'verified' }
  | { type: 'verifyFailed'; error: string; attemptsLeft?: number | null }
  | { type: 'clearError' }
  | { type: 'reset' };

export const initialOtpState: OtpState = {
  isGenerating: false,
  isGenerated: false,
  isPending: false,
  isVerified: false,
  verificationError: null,
  attempts: 0,
  generatedAt: null,
  attemptsLeft: null,
};

/** The transitions. */
export function otpReducer(state: OtpState, action: OtpAction): OtpState {
  switch (action.type) {
    case 'generate':
      return { ...state, isGenerating: true, isGenerated: false, isPending: false, isVerified: false, verificationError: null, attemptsLeft: null };
    case 'generated':
      return { ...state, isGenerating: false, isGenerated: true, generatedAt: action.at };
    case 'generateFailed':
      return { ...state, isGenerating: false, verificationError: action.error };
    case 'verify':
      return { ...state, isPending: true };
    case 'verified':
      return { ...state, isPending: false, isVerified: true, attempts: 0, verificationError: null, attemptsLeft: null };
    case 'verifyFailed':
      return { ...state, isPending: false, attempts: state.attempts + 1, verificationError: action.error, attemptsLeft: action.attemptsLeft ?? null };
    case 'clearError':
      return { ...state, verificationError: null };
    case 'reset':
      return initialOtpState;
  }
}

export const otpAtom = atomWithReducer(initialOtpState, otpReducer);

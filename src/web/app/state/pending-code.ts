import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { ComeBackRecipient } from './comeback';

/** The application whose one-time code is being checked, and who gets the code. */
export interface PendingApplication extends ComeBackRecipient {
  prospectId: string;
}

/**
 * Kept in this tab's sessionStorage from the moment the application is created until its code is
 * proven, so a reload of the code page keeps the same application (rule CODE-RELOAD).
 */
export const pendingApplicationAtom = atomWithStorage<PendingApplication | null>(
  'quickApply.pendingApplication',
  null,
  createJSONStorage<PendingApplication | null>(() => sessionStorage),
  { getOnInit: true },
);

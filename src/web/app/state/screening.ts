import { atom } from 'jotai';

/** One line of preScreening.screeningResults. */
export interface ScreeningResult {
  screeningType: string;
  screeningStatus?: string;
  screeningReason?: string;
  screeningNotes?: string;
  reasonNotes?: string;
  statusOverAll?: string;
  fired?: boolean;
}

export interface PreScreening {
  statusOverAll: string;
  screeningResults: ScreeningResult[];
}

/** The screening result whose screen replaces the form content; null while the journey goes on. */
export const screeningScreenAtom = atom<ScreeningResult | null>(null);

/** An error code of the catalogue whose screen replaces the form content; null otherwise. */
export const errorCodeAtom = atom<string | null>(null);

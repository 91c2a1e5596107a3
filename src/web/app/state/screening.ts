import { atom } from 'jotai';

/** One line of preScreening.screeningResults (spec 000 §3 "Screening result"). */
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

/** The screening result whose screen replaces the form content (spec 000 §4, §8); null while the journey goes on. */
export const screeningScreenAtom = atom<ScreeningResult | null>(null);

/** An error code of the catalogue whose screen replaces the form content (spec 000 §8); null otherwise. */
export const errorCodeAtom = atom<string | null>(null);

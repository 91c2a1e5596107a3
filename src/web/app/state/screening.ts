import { atom } from 'jotai';
import type { PreScreening, ScreeningResult as ServerScreeningResult } from '../../../core/api/prospects';

/** What a screening screen shows: a line of the server's preScreening, or one an error code stands for. */
export type ScreeningResult = Partial<ServerScreeningResult> & { screeningType: string; statusOverAll?: string };

export type { PreScreening };

/** The screening result whose screen replaces the form content; null while the journey goes on. */
export const screeningScreenAtom = atom<ScreeningResult | null>(null);

/** An error code of the catalogue whose screen replaces the form content; null otherwise. */
export const errorCodeAtom = atom<string | null>(null);

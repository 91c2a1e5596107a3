import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { SearchLine } from '../../../core/api/search';

/** An agent's login"): the token and who they are. */
export interface AgentSession {
  accessToken: string;
  agentName: string;
  roCode: string;
  agentId: string;
  /** the bank's employee id (the KYC annexure starts with it); empty when the bank did not give one */
  employeeId?: string;
  /** sees the whole bank's work queue and gives applications to other officers */
  supervisor?: boolean;
}

/** The agent's login status; kept in sessionStorage, since login status persists across reloads. */
export const agentSessionAtom = atomWithStorage<AgentSession | null>(
  'quickApply.agentSession',
  null,
  createJSONStorage<AgentSession | null>(() => sessionStorage),
  { getOnInit: true },
);

/** The search fields (segment added when sent). */
export interface SearchInfo {
  fullName?: string;
  countryCode?: string;
  mobileNo?: string;
  leadNumber?: string;
  tradeLicenseNo?: string;
  email?: string;
  eidNumber?: string;
}

/** One line of the search answer (POST /usertypes/agent/prospects/search). */
/** Search state: the fields, the results of the last search, its failure. Not persisted. */
export interface SearchState {
  searchInfo: SearchInfo;
  searchResults: SearchLine[] | null;
  searchError: boolean;
  searchErrorDesc: string | null;
  isSearchLoading: boolean;
}

export const initialSearchState: SearchState = { searchInfo: {}, searchResults: null, searchError: false, searchErrorDesc: null, isSearchLoading: false };

export const searchStateAtom = atom<SearchState>(initialSearchState);

/** The application the agent holds in edit-application mode (RO_EDITING); null when none. */
export const agentHoldAtom = atom<string | null>(null);

/** An invite link that was opened: its officer code and token go with the application's creation (which uses it up). */
export interface RedeemedInvite {
  roCode: string;
  invite: string;
  /** whom the officer invited: Basic Information starts with them */
  custName?: string;
  custEmail?: string;
}

export const redeemedInviteAtom = atom<RedeemedInvite | null>(null);

/**
 * Whether a bearer token is still in date by its `exp` claim. A token that cannot be decoded counts as live: the server has the last word.
 */
export function tokenLive(token: string, now = Date.now()): boolean {
  try {
    const payload = token.replace(/^bearer\s+/i, '').split('.')[1];
    if (!payload) return true;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp !== 'number' || json.exp * 1000 > now;
  } catch {
    return true;
  }
}

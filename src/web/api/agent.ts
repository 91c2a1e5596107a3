import { useEffect } from 'react';
import { useStore, type createStore } from 'jotai';
import type { AgentSession, SearchInfo } from '../app/state/agent';
import { agentHoldAtom, agentSessionAtom, initialSearchState, searchStateAtom } from '../app/state/agent';
import { completedStepsAtom, prospectAtom } from '../app/state/application';
import { editApplicationAtom } from '../app/state/edit-mode';
import { prospectVersionAtom } from '../app/state/save';
import { errorCodeAtom, screeningScreenAtom } from '../app/state/screening';
import { customerSessionAtom, otpVerifiedAtom, sessionExpiredAtom, type CustomerSession } from '../app/state/session';
import type { StoredFiles } from '../../core/api/documents';
import type { AgentLoggedIn, Assigned, BankStatusSet, QueuePage, TrailPage, WholeApplication, History, NoteAdded, Officers } from '../../core/api/agents';
import type { ProspectOverview, SearchAnswer, SearchLine } from '../../core/api/search';
import { deviceId, http, onResponse } from './http';
import { bearer } from './session';

type Auth = Pick<AgentSession, 'accessToken' | 'agentId'>;
type Json = Record<string, unknown>;

/** The headers of an agent call: the token and the user-id of the logged-in agent. */
export function agentHeaders(session: Auth): Record<string, string> {
  return { authorization: bearer(session.accessToken), 'user-id': session.agentId };
}

/** POST /users/authenticate. */
export function loginAgent(credentials: { userName: string; password: string }): Promise<AgentLoggedIn> {
  return http<AgentLoggedIn>('/users/authenticate', {
    method: 'POST',
    body: { userName: credentials.userName, password: credentials.password, deviceId: deviceId(), uniqueId: crypto.randomUUID() },
  });
}

/** The criteria actually given: blank fields left out; the country code only goes with a mobile number. */
export function searchBody(info: SearchInfo, segment = 'sme'): Json {
  const body: Json = { segment };
  for (const [name, value] of Object.entries(info)) {
    if (typeof value === 'string' && value.trim() !== '') body[name] = value.trim();
  }
  if (!body.mobileNo) delete body.countryCode;
  return body;
}

/** POST /usertypes/agent/prospects/search: the applications matching every given criterion. */
export async function searchProspects(session: Auth, info: SearchInfo): Promise<SearchLine[]> {
  const answer = await http<SearchAnswer>('/usertypes/agent/prospects/search', {
    method: 'POST',
    body: searchBody(info),
    headers: agentHeaders(session),
  });
  return answer.searchResult;
}

export function getOverview(session: Auth, prospectId: string): Promise<ProspectOverview> {
  return http<ProspectOverview>(`/usertypes/agent/prospects/${encodeURIComponent(prospectId)}`, { headers: agentHeaders(session) });
}

/** GET /agent/queue: one page of the work queue; `query` is the page's own (scope, filters, sort, page). */
export function getQueue(session: Auth, query: string): Promise<QueuePage> {
  return http<QueuePage>(`/agent/queue${query ? `?${query}` : ''}`, { headers: agentHeaders(session) });
}

/** POST /agent/prospects/{id}/assign: into the officer's own book, or (a supervisor) another officer's. */
export function assignApplication(session: Auth, prospectId: string, roCode?: string): Promise<Assigned> {
  return http<Assigned>(`/agent/prospects/${encodeURIComponent(prospectId)}/assign`, {
    method: 'POST',
    body: roCode ? { roCode } : {},
    headers: agentHeaders(session),
  });
}

/** GET /agent/prospects/{id}/trail: who changed what, newest first; `before` pages back. */
export function getTrail(session: Auth, prospectId: string, before?: number, field?: string): Promise<TrailPage> {
  const query = new URLSearchParams();
  if (before !== undefined) query.set('before', String(before));
  if (field !== undefined) query.set('field', field);
  const text = query.toString();
  return http<TrailPage>(`/agent/prospects/${encodeURIComponent(prospectId)}/trail${text ? `?${text}` : ''}`, { headers: agentHeaders(session) });
}

/** POST /agent/prospects/{id}/edit: the agent takes the application (RO_EDITING). */
export function takeApplication(
  session: Auth,
  prospectId: string,
): Promise<{ prospectId: string; version: number; roEditingUntil: string; heartbeatSec: number }> {
  return http(`/agent/prospects/${encodeURIComponent(prospectId)}/edit`, { method: 'POST', headers: agentHeaders(session) });
}

/**
 * POST /agent/prospects/{id}/edit/heartbeat: the holder's page is still open. Answers when to send
 * the next one (409 RO_EDIT_LAPSED when the hold is gone).
 */
export function holdHeartbeat(session: Auth, prospectId: string): Promise<{ roEditingUntil: string; heartbeatSec: number }> {
  return http(`/agent/prospects/${encodeURIComponent(prospectId)}/edit/heartbeat`, { method: 'POST', headers: agentHeaders(session) });
}

/** DELETE /agent/prospects/{id}/edit: the agent lets go of it. Never throws (the hold runs out anyway). */
export async function releaseApplication(session: Auth, prospectId: string): Promise<void> {
  try {
    await http(`/agent/prospects/${encodeURIComponent(prospectId)}/edit`, { method: 'DELETE', headers: agentHeaders(session) });
  } catch {
    // a hold that cannot be released ends with its time limit
  }
}

/** POST /agent/prospects/{id}/status: the bank asks the customer for more. */
export function setBankStatus(session: Auth, prospectId: string, body: { status: string; statusNotes?: string; documentsRequested?: string[] }) {
  return http<BankStatusSet>(`/agent/prospects/${encodeURIComponent(prospectId)}/status`, {
    method: 'POST',
    body,
    headers: agentHeaders(session),
  });
}

/** POST /auth/logout with the agent token: the server denies it and lets go of the agent's holds. Never throws. */
export async function logoutAgent(session: Auth): Promise<void> {
  try {
    await http('/auth/logout', { method: 'POST', headers: agentHeaders(session) });
  } catch {
    // an expired token cannot be logged out twice
  }
}

/** Paths of the calls made with the agent token alone. */
export function isAgentCall(path: string): boolean {
  return /^\/(agent\/|usertypes\/agent\/|users\/authenticate)/.test(path);
}

/**
 * Agent token transport: a fresh `accesstoken` header on an agent call (or on a call of the
 * application the agent holds) replaces the agent's token; a 401 on an agent call ends the login.
 */
export function useAgentTransport(): void {
  const store = useStore();
  useEffect(
    () =>
      onResponse((response, request) => {
        const agent = store.get(agentSessionAtom);
        if (!agent || request.path.startsWith('/users/authenticate')) return;
        const working = store.get(customerSessionAtom) as ({ userId?: string } & object) | null;
        const agentsCall = isAgentCall(request.path) || working?.userId === agent.agentId;
        if (!agentsCall) return;
        const fresh = response.headers.get('accesstoken');
        if (fresh && response.ok && fresh !== agent.accessToken) store.set(agentSessionAtom, { ...agent, accessToken: fresh });
        if (response.status === 401 && isAgentCall(request.path)) store.set(sessionExpiredAtom, true);
      }),
    [store],
  );
}

type Store = ReturnType<typeof createStore>;

/** The customer session through which an agent works on an application: their token, their user-id. */
/** `tab`: the tab that holds the application (thisTab()); a tab opened from it inherits the session but not the hold. */
export type WorkingSession = CustomerSession & { userId: string; tab?: string };

const TAB_MARK = 'quick-apply-tab:';

/**
 * This tab's own id. Kept in `window.name`, which a reload keeps and a new tab does not inherit
 * (sessionStorage, where the sessions live, is copied into a tab opened from a link).
 */
export function thisTab(): string {
  if (!window.name.startsWith(TAB_MARK)) window.name = `${TAB_MARK}${crypto.randomUUID()}`;
  return window.name.slice(TAB_MARK.length);
}

/** Whether this tab is the one that took the hold of the working session (a reload of it is). */
export function holdsHere(session: CustomerSession | null): boolean {
  const tab = (session as Partial<WorkingSession> | null)?.tab;
  return tab === undefined || tab === thisTab();
}

/** Whether the customer session is the agent's work on an application (edit-application mode). */
export function isWorkingSession(session: CustomerSession | null, agent: AgentSession | null): boolean {
  return !!session && !!agent && (session as Partial<WorkingSession>).userId === agent.agentId;
}

/**
 * Edit-application mode: after POST /agent/prospects/{id}/edit the agent works on the
 * application through the customer session (agent token and user-id), with the edit flag set, so the
 * Select Services wizard has the KYC annexure. The record is loaded by the page it opens.
 */
export function enterApplication(store: Store, agent: AgentSession, prospect: { prospectId: string; countryCode?: string; mobileNo?: string }): void {
  const working: WorkingSession = {
    accessToken: agent.accessToken,
    prospectId: prospect.prospectId,
    countryCode: prospect.countryCode ?? '',
    mobileNo: prospect.mobileNo ?? '',
    userId: agent.agentId,
    tab: thisTab(),
  };
  store.set(customerSessionAtom, working);
  store.set(prospectAtom, null);
  store.set(prospectVersionAtom, null);
  store.set(completedStepsAtom, []);
  store.set(errorCodeAtom, null);
  store.set(screeningScreenAtom, null);
  store.set(editApplicationAtom, true);
  store.set(agentHoldAtom, prospect.prospectId);
}

/** The agent leaves the application: the hold is released and the working session forgotten. */
export async function leaveApplication(store: Store): Promise<void> {
  const agent = store.get(agentSessionAtom);
  const held = store.get(agentHoldAtom);
  const working = store.get(customerSessionAtom);
  if (isWorkingSession(working, agent)) {
    store.set(customerSessionAtom, null);
    store.set(prospectAtom, null);
    store.set(prospectVersionAtom, null);
    store.set(completedStepsAtom, []);
    store.set(otpVerifiedAtom, false);
  }
  store.set(editApplicationAtom, false);
  store.set(agentHoldAtom, null);
  store.set(errorCodeAtom, null);
  store.set(screeningScreenAtom, null);
  if (agent && held) await releaseApplication(agent, held);
}

/** Agent logout: holds released, token denied, login, search info and prospect reset. The caller goes to the login. */
export async function endAgentSession(store: Store): Promise<void> {
  const agent = store.get(agentSessionAtom);
  await leaveApplication(store);
  store.set(agentSessionAtom, null);
  store.set(searchStateAtom, initialSearchState);
  store.set(sessionExpiredAtom, false);
  if (agent) await logoutAgent(agent);
}

/** GET /agent/prospects/{id}/answers: the whole application, read-only, without a hold (rule WHOLE-APP). */
export function getWholeApplication(session: Auth, prospectId: string): Promise<WholeApplication> {
  return http<WholeApplication>(`/agent/prospects/${encodeURIComponent(prospectId)}/answers`, { headers: agentHeaders(session) });
}

/** GET /agent/prospects/{id}/history: notes, status changes and the customer's uploads, oldest first (rule NOTES). */
export function getHistory(session: Auth, prospectId: string): Promise<History> {
  return http<History>(`/agent/prospects/${encodeURIComponent(prospectId)}/history`, { headers: agentHeaders(session) });
}

/** POST /agent/prospects/{id}/notes: an officer's note, for officers only or for the customer too. */
export function addNote(session: Auth, prospectId: string, body: { text: string; forCustomer: boolean }): Promise<NoteAdded> {
  return http<NoteAdded>(`/agent/prospects/${encodeURIComponent(prospectId)}/notes`, { method: 'POST', headers: agentHeaders(session), body });
}

/** GET /agent/prospects/{id}/files: the current files with their name, type, size, and when and by whom they were uploaded. */
export function getFiles(session: Auth, prospectId: string): Promise<StoredFiles> {
  return http<StoredFiles>(`/agent/prospects/${encodeURIComponent(prospectId)}/files`, { headers: agentHeaders(session) });
}

/** GET /agent/officers: the bank's active officers (supervisors only). */
export function getOfficers(session: Auth): Promise<Officers> {
  return http<Officers>('/agent/officers', { headers: agentHeaders(session) });
}

/** GET /agent/officers/{agentId}/trail: what one officer did across the applications, newest first. */
export function getOfficerTrail(session: Auth, agentId: string, before?: number): Promise<TrailPage> {
  const page = before === undefined ? '' : `?before=${before}`;
  return http<TrailPage>(`/agent/officers/${encodeURIComponent(agentId)}/trail${page}`, { headers: agentHeaders(session) });
}

import { useEffect } from 'react';
import { useStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Bundle } from '../../../core/bundle';
import type { AnalystLoggedIn, ReleaseChecked, ReleaseHistory, ReleasePublished, RepositoryTexts } from '../../../core/api/releases';
import { http, onResponse } from '../../api/http';
import { bearer } from '../../api/session';

/** An analyst's login: their token and who they are; kept for the tab, as the officers' is. */
export interface AnalystSession {
  accessToken: string;
  name: string;
  userName: string;
}

export const analystSessionAtom = atomWithStorage<AnalystSession | null>(
  'quickApply.analystSession',
  null,
  createJSONStorage<AnalystSession | null>(() => sessionStorage),
  { getOnInit: true },
);

const isAnalystCall = (path: string) => /^\/releases(\/|$|\?)/.test(path) && !/^\/releases\/(current|[0-9a-f]{16}\/)/.test(path);

/** A fresh `accesstoken` on an analyst's call replaces their token; a 401 there ends the login. */
export function useAnalystTransport(): void {
  const store = useStore();
  useEffect(
    () =>
      onResponse((response, request) => {
        const session = store.get(analystSessionAtom);
        if (!session || !isAnalystCall(request.path)) return;
        if (response.status === 401) {
          store.set(analystSessionAtom, null);
          return;
        }
        const fresh = response.headers.get('accesstoken');
        if (fresh && response.ok && fresh !== session.accessToken) store.set(analystSessionAtom, { ...session, accessToken: fresh });
      }),
    [store],
  );
}

const auth = (session: AnalystSession) => ({ authorization: bearer(session.accessToken) });

export function loginAnalyst(credentials: { userName: string; password: string }): Promise<AnalystLoggedIn> {
  return http<AnalystLoggedIn>('/analysts/login', { method: 'POST', body: credentials });
}

/** Ends the analyst's session on the server: their token stops working at once. */
export function logoutAnalyst(session: AnalystSession): Promise<void> {
  return http<void>('/auth/logout', { method: 'POST', headers: auth(session) });
}

export function releaseHistory(session: AnalystSession): Promise<ReleaseHistory> {
  return http<ReleaseHistory>('/releases', { headers: auth(session) });
}

/** The repository's own text of each deployed file: the editor lays a release's values over it. */
export function repositoryTexts(session: AnalystSession): Promise<RepositoryTexts> {
  return http<RepositoryTexts>('/releases/texts', { headers: auth(session) });
}

export function checkRelease(session: AnalystSession, files: Bundle): Promise<ReleaseChecked> {
  return http<ReleaseChecked>('/releases/check', { method: 'POST', body: { files }, headers: auth(session) });
}

export function publishRelease(session: AnalystSession, body: { files: Bundle; note: string; basedOn: string }): Promise<ReleasePublished> {
  return http<ReleasePublished>('/releases', { method: 'POST', body, headers: auth(session) });
}

export function restoreRelease(session: AnalystSession, releaseId: string): Promise<ReleasePublished> {
  return http<ReleasePublished>(`/releases/${releaseId}/restore`, { method: 'POST', body: {}, headers: auth(session) });
}

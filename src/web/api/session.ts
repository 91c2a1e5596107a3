import { useEffect } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { customerSessionAtom, sessionExpiredAtom, type CustomerSession } from '../app/state/session';
import { http, onResponse } from './http';

/** "Bearer x", unless the token already carries the prefix. */
export function bearer(token: string): string {
  return /^bearer\s/i.test(token) ? token : `Bearer ${token}`;
}

/** The headers of a customer call: authorization, mobileNo, prospectId. */
export function customerHeaders(session: Pick<CustomerSession, 'accessToken' | 'mobileNo' | 'prospectId'> & { userId?: string }): Record<string, string> {
  const headers: Record<string, string> = { authorization: bearer(session.accessToken), mobileNo: session.mobileNo, prospectId: session.prospectId };
  // an agent working on an application (edit-application mode) calls with their token and user-id
  if (session.userId) headers['user-id'] = session.userId;
  return headers;
}

/** POST /auth/logout: the server denies the token from then on. Failures are ignored (the token is dropped anyway). */
export async function logout(session: Pick<CustomerSession, 'accessToken' | 'mobileNo' | 'prospectId'>): Promise<void> {
  try {
    await http('/auth/logout', { method: 'POST', headers: customerHeaders(session) });
  } catch {
    // an expired or denied token cannot be logged out twice
  }
}

/**
 * Session transport: a response header `accesstoken` replaces the stored
 * token (sliding expiry); a 401 on an authenticated call marks the session expired.
 */
export function useSessionTransport(): void {
  const store = useStore();
  const setExpired = useSetAtom(sessionExpiredAtom);
  useEffect(
    () =>
      onResponse((response) => {
        const session = store.get(customerSessionAtom);
        if (!session) return;
        const fresh = response.headers.get('accesstoken');
        if (fresh && response.ok && fresh !== session.accessToken) store.set(customerSessionAtom, { ...session, accessToken: fresh });
        if (response.status === 401) setExpired(true);
      }),
    [store, setExpired],
  );
}

import { useCallback, useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { logout, useSessionTransport } from '../../api/session';
import { constants, viewRoutes } from '../../app/rules';
import { BASE, pathOf, routeByKey } from '../../app/routes';
import { prospectAtom } from '../../app/state/application';
import { enqueueSaveAtom } from '../../app/state/save';
import { useRegistryGetter } from '../../forms/registry-context';
import { errorCodeAtom, screeningScreenAtom } from '../../app/state/screening';
import { customerSessionAtom, sessionExpiredAtom } from '../../app/state/session';
import { agentSessionAtom } from '../../app/state/agent';
import { lastActivityAtom, markActivityAtom } from '../../app/state/session-timer';
import { SessionDialogWhenShown } from './SessionDialogWhenShown';
import { startSaving } from './saving';
import { useSessionCountdown } from './useSessionCountdown';

/** "/CompanyInfo" for the companyInfo route; undefined for routes that are not views. */
export function viewIdOf(routeKey: string): string | undefined {
  return viewRoutes.includes(routeKey) ? routeByKey(routeKey).path.slice(BASE.length) : undefined;
}

const n = (value: unknown) => Number(value);

/**
 * The customer session around every page: token transport, the save
 * queue, auto-save and the save of each change (rule SAVE-TYPED), the view id on every move between views, activity tracking and the
 * session-expiry dialog.
 */
export function SessionHost({ routeKey, path }: { routeKey: string; path: string }) {
  useSessionTransport();
  const store = useStore();
  const handleError = useApiErrorHandler();
  const handleErrorRef = useRef(handleError);
  handleErrorRef.current = handleError;
  const routeRef = useRef(routeKey);
  routeRef.current = routeKey;
  // the registry is asked for when a save needs it: saving starts, and the page reads the application, while the
  // release's validators are still on their way
  const registry = useRegistryGetter();

  // one save queue for the app, and everything that keeps what the applicant typed
  useEffect(() => startSaving({ store, registry, routeKey: () => routeRef.current, handleError: (error) => handleErrorRef.current(error) }), [store, registry]);

  // moving between views: activity, screens of the previous view gone, the view id stored
  const first = useRef(true);
  useEffect(() => {
    store.set(markActivityAtom);
    if (!first.current) {
      store.set(errorCodeAtom, null);
      store.set(screeningScreenAtom, null);
    }
    first.current = false;
    const viewId = viewIdOf(routeKey);
    const record = store.get(prospectAtom);
    if (viewId && record) {
      const application = (record.applicationInfo ?? {}) as Record<string, unknown>;
      if (application.viewId !== viewId) store.set(prospectAtom, { ...record, applicationInfo: { ...application, viewId } });
    }
  }, [routeKey, store]);

  // typing counts as activity (at most one mark a second)
  useEffect(() => {
    let last = 0;
    const mark = () => {
      const now = Date.now();
      if (now - last < 1000) return;
      last = now;
      store.set(markActivityAtom);
    };
    document.addEventListener('keydown', mark, true);
    document.addEventListener('input', mark, true);
    return () => {
      document.removeEventListener('keydown', mark, true);
      document.removeEventListener('input', mark, true);
    };
  }, [store]);

  const session = useAtomValue(customerSessionAtom);
  // an agent logged in (also while working on an application) gets the agent variant: a single Continue
  const agent = useAtomValue(agentSessionAtom);
  const expired = useAtomValue(sessionExpiredAtom);
  const lastActivity = useAtomValue(lastActivityAtom);
  const markActivity = useSetAtom(markActivityAtom);

  const endSession = useCallback(async () => {
    const current = store.get(customerSessionAtom);
    store.set(customerSessionAtom, null);
    store.set(sessionExpiredAtom, true);
    if (current) await logout(current);
  }, [store]);

  // a 401 ended the session: the token is of no use any more
  useEffect(() => {
    if (expired && store.get(customerSessionAtom)) store.set(customerSessionAtom, null);
  }, [expired, store]);

  const total = n(constants.sessionCountdownSeconds);
  const { phase, seconds, keepAlive } = useSessionCountdown({
    active: !!session,
    lastActivity,
    timeoutMs: n(constants.sessionTimeoutMs),
    countdownSeconds: total,
    expired,
    onExpire: () => void endSession(),
  });

  return (
    <SessionDialogWhenShown
      phase={phase}
      seconds={seconds}
      total={total}
      variant={agent || path.includes('/agent') ? 'agent' : 'customer'}
      onContinue={() => {
        keepAlive();
        markActivity();
        // a save slides the token on the server too
        store
          .get(enqueueSaveAtom)
          ?.enqueue({ saveType: 'auto', actionType: 'save' })
          .catch(() => {});
      }}
      onNoThanks={() => {
        void endSession().finally(() => window.location.assign(pathOf('accountsComparison')));
      }}
      onExpiredContinue={() => window.location.reload()}
    />
  );
}

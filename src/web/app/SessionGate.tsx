import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { customerSessionAtom } from './state/session';

// The session machinery (token transport, save queue, auto-save, expiry dialog) loads with the
// first journey page or session, not with the public pages.
const SessionHost = lazy(() => import('../features/session/SessionHost').then((m) => ({ default: m.SessionHost })));

export function SessionGate({ routeKey, path, journey }: { routeKey: string; path: string; journey: boolean }) {
  const session = useAtomValue(customerSessionAtom);
  if (!session && !journey) return null;
  return (
    <Suspense fallback={null}>
      <SessionHost routeKey={routeKey} path={path} />
    </Suspense>
  );
}

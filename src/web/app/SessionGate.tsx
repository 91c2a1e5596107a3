import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { useAfterFirstPaint } from '../components/use-after-first-paint';
import { customerSessionAtom } from './state/session';

// The session machinery (token transport, save queue, auto-save, expiry dialog) loads with the
// first journey page or session, not with the public pages, and once the page has painted: its
// scripts then share no phone's line with the first paint's. A page's application loads once the
// machinery is here (useEnsureProspect waits for the save queue).
const SessionHost = lazy(() => import('../features/session/SessionHost').then((m) => ({ default: m.SessionHost })));

export function SessionGate({ routeKey, path, journey }: { routeKey: string; path: string; journey: boolean }) {
  const session = useAtomValue(customerSessionAtom);
  const painted = useAfterFirstPaint();
  if ((!session && !journey) || !painted) return null;
  return (
    <Suspense fallback={null}>
      <SessionHost routeKey={routeKey} path={path} />
    </Suspense>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { errorCodeAtom, screeningScreenAtom } from './state/screening';

// The screens that replace a page's form (error codes, screening outcomes) load only when needed,
// so the public pages do not carry their code and words.
const ErrorScreen = lazy(() => import('../features/errors/ErrorScreen').then((m) => ({ default: m.ErrorScreen })));
const ScreeningScreen = lazy(() => import('../features/screening/ScreeningScreen').then((m) => ({ default: m.ScreeningScreen })));

/** Shows the error-code screen or the screening screen instead of the page when one is set. */
export function ScreenGate({ children }: { children: ReactNode }) {
  const code = useAtomValue(errorCodeAtom);
  const screening = useAtomValue(screeningScreenAtom);
  if (code)
    return (
      <Suspense fallback={null}>
        <ErrorScreen code={code} />
      </Suspense>
    );
  if (screening)
    return (
      <Suspense fallback={null}>
        <ScreeningScreen result={screening} />
      </Suspense>
    );
  return <>{children}</>;
}

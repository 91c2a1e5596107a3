import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { prospectAtom } from '../app/state/application';
import { enqueueSaveAtom, prospectVersionAtom } from '../app/state/save';
import { customerSessionAtom } from '../app/state/session';
import { useApiErrorHandler } from './client-errors-handler';
import { loadProspect } from './prospect-store';

export type LoadState = 'loading' | 'ready' | 'noSession' | 'failed';

/**
 * The application of the customer session, loaded when the atoms do not hold it yet (after the
 * code check, or after a reload: only the login status survives one). Surplus completed steps
 * removed on load are saved again.
 */
export function useEnsureProspect(): { state: LoadState; retry: () => void } {
  const store = useStore();
  const session = useAtomValue(customerSessionAtom);
  const record = useAtomValue(prospectAtom);
  const version = useAtomValue(prospectVersionAtom);
  // the session machinery (SessionHost: the save queue, and the transport that reads fresh tokens
  // and 401s off every answer) is running before the application is asked for
  const queue = useAtomValue(enqueueSaveAtom);
  const handleError = useApiErrorHandler();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const needed = !!session && (version === null || !record);

  useEffect(() => {
    if (!needed || !queue) return;
    let live = true;
    setFailed(false);
    loadProspect(store)
      .then((pruned) => {
        if (pruned && live) queue.enqueue({ saveType: 'auto', actionType: 'save' }).catch(() => {});
      })
      .catch((error) => {
        if (!live) return;
        setFailed(true);
        handleError(error);
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needed, queue, store, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  if (!session) return { state: 'noSession', retry };
  if (failed) return { state: 'failed', retry };
  return { state: needed ? 'loading' : 'ready', retry };
}

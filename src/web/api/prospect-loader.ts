import { useAtomValue, useStore } from 'jotai';
import { prospectAtom } from '../app/state/application';
import { enqueueSaveAtom, prospectVersionAtom } from '../app/state/save';
import { customerSessionAtom } from '../app/state/session';
import { loadProspect } from './prospect-store';
import { useServerRead } from './use-server-read';

export type LoadState = 'loading' | 'ready' | 'noSession' | 'failed';

/**
 * The application of the customer session, read through SWR when the atoms do not hold it yet (after
 * the code check, or after a reload: only the login status survives one). The atoms then own it, as
 * the applicant edits it. Surplus completed steps removed on load are saved again.
 */
export function useEnsureProspect(): { state: LoadState; retry: () => void } {
  const store = useStore();
  const session = useAtomValue(customerSessionAtom);
  const record = useAtomValue(prospectAtom);
  const version = useAtomValue(prospectVersionAtom);
  // the session machinery (SessionHost: the save queue, and the transport that reads fresh tokens
  // and 401s off every answer) is running before the application is asked for
  const queue = useAtomValue(enqueueSaveAtom);
  const needed = !!session && (version === null || !record);
  const read = useServerRead(needed && queue ? ['application', session.prospectId] : null, () => loadProspect(store), {
    onLoaded: (pruned) => {
      if (pruned) queue?.enqueue({ saveType: 'auto', actionType: 'save' }).catch(() => {});
    },
  });
  const retry = () => void read.mutate();
  if (!session) return { state: 'noSession', retry };
  if (read.error && needed) return { state: 'failed', retry };
  return { state: needed ? 'loading' : 'ready', retry };
}

import { useEffect, useState } from 'react';
import type { ReleaseChecked } from '../../../core/api/releases';
import { useRegistry } from '../../forms/registry-context';
import { checkRelease, type AnalystSession } from './analyst-api';
import { studioTiming } from './timing';
import type { WorkingCopy } from './working-copy';

export type CheckState = { state: 'checking' } | { state: 'failed' } | { state: 'done'; result: ReleaseChecked };

/**
 * The server's check of the working copy (the same as `npm run schemas:check` and publishing), once
 * typing rests; not while a file is not JSON (the editor says so itself).
 */
export function useReleaseCheck(session: AnalystSession, copy: WorkingCopy): CheckState {
  const [check, setCheck] = useState<CheckState>({ state: 'checking' });
  const { checkDelayMs } = studioTiming(useRegistry().bundle);
  const files = copy.files;
  const invalid = Object.keys(copy.invalid).length > 0;
  useEffect(() => {
    if (invalid) return undefined;
    let live = true;
    setCheck({ state: 'checking' });
    const timer = setTimeout(() => {
      checkRelease(session, files).then(
        (result) => live && setCheck({ state: 'done', result }),
        () => live && setCheck({ state: 'failed' }),
      );
    }, checkDelayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // the session's token slides with every answer: a new token is no reason to check again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [files, invalid, checkDelayMs]);
  return check;
}

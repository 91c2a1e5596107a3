import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { confirmRequestAtom, type ConfirmOptions } from './atoms';

/** `await confirm({message})` opens the confirm dialog and answers true for "Yes, I'm sure", false otherwise. */
export function useConfirm() {
  const setRequest = useSetAtom(confirmRequestAtom);
  return useCallback(
    (options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        setRequest((previous) => {
          previous?.resolve(false);
          return { ...options, resolve };
        });
      }),
    [setRequest],
  );
}

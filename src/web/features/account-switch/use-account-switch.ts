import { useCallback, useMemo, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { switchCalledFor, switchingChecksOf, type SwitchingCheck } from '../../../core/services/account-switch';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { mergeSaveAnswer, switchAccountType } from '../../api/prospect';
import { prospectAtom } from '../../app/state/application';
import { prospectVersionAtom, saveQueue } from '../../app/state/save';
import { screeningScreenAtom } from '../../app/state/screening';
import { customerSessionAtom } from '../../app/state/session';
import { useRegistry } from '../../forms/registry-context';

type Json = Record<string, unknown>;

/**
 * The account switch screening offers the application in the atoms (rule STARTER-EARLY): `offer` is
 * the check whose condition the answers meet now (the form says so at once), `switchTo` moves the
 * same application, every answer kept, and lifts a stop that check alone caused.
 */
export function useAccountSwitch() {
  const registry = useRegistry();
  const store = useStore();
  const record = useAtomValue(prospectAtom);
  const handleError = useApiErrorHandler();
  const [switching, setSwitching] = useState(false);
  const checks = useMemo(() => switchingChecksOf(registry.bundle), [registry]);
  const offer: SwitchingCheck | undefined = useMemo(() => (record ? switchCalledFor(checks, record, registry.holds) : undefined), [checks, record, registry]);

  const switchTo = useCallback(
    async (accountType: string) => {
      const session = store.get(customerSessionAtom);
      if (!session) return;
      setSwitching(true);
      try {
        // what was typed is stored first, unless screening already stopped the application
        if (!store.get(screeningScreenAtom)) await (await saveQueue(store)).enqueue({ saveType: 'save', actionType: 'save' });
        const answer = await switchAccountType(session, { version: store.get(prospectVersionAtom) ?? 0, accountType });
        const current = (store.get(prospectAtom) ?? {}) as Json;
        const application = { ...((current.applicationInfo ?? {}) as Json), accountType: answer.accountType };
        const organization = { ...((current.organizationInfo ?? {}) as Json), screeningInfo: answer.preScreening };
        store.set(prospectAtom, mergeSaveAnswer({ ...current, applicationInfo: application, organizationInfo: organization }, answer));
        store.set(prospectVersionAtom, answer.version);
        store.set(screeningScreenAtom, null);
      } catch (error) {
        handleError(error);
      } finally {
        setSwitching(false);
      }
    },
    [store, handleError],
  );

  return { offer, checks, switching, switchTo };
}

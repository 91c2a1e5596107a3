import { Suspense, useCallback, type ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { Redirect } from 'wouter';
import { markCompleted } from '../../../core/wizard/completed-steps';
import { layEdit } from '../../../core/records/merge';
import { constants } from '../../app/rules';
import { flowIdFor, isFlowDone } from '../../../core/wizard/engine';
import type { CompletedStep } from '../../../core/wizard/types';
import { toExtraErrors } from '../../api/field-errors';
import { useEnsureProspect } from '../../api/prospect-loader';
import { useMoveOn } from '../../app/move-on';
import { pathOf } from '../../app/routes';
import { completedStepsAtom, prospectAtom } from '../../app/state/application';
import { nextPageAfter, saveNextView } from '../../app/state/next-view';
import { saveQueue, fieldErrorsAtom } from '../../app/state/save';
import { screeningScreenAtom } from '../../app/state/screening';
import { WizardRunner } from '../../forms/WizardRunner';
import { useRegistry } from '../../forms/registry-context';
import { ConflictNotice } from '../../components/saving/ConflictNotice';
import { SaveStatus } from '../../components/saving/SaveStatus';
import { AccountSwitchNotice } from '../account-switch';
import { OutlineDone } from '../../components/first-paint-outline';

type Json = Record<string, unknown>;
const WIZARD = 'companyInfo';
/** This page's route: Continue goes to the page after it in journey.json pageOrder. */
const ROUTE = 'companyInfo';

/**
 * The three-step wizard of Company Information, saved step by step, once the application is here. The application is
 * read at once; the wizard below it waits for the release's rules on its own, so neither waits for the other.
 */
export default function CompanyInfoWizard({ loading }: { loading: ReactNode }) {
  const { t } = useTranslation('applicant');
  const { state, retry } = useEnsureProspect();
  const record = useAtomValue(prospectAtom);
  if (state === 'noSession' && !record) return <Redirect to={pathOf('comeBackLogin')} replace />;
  if (state === 'failed')
    return (
      <Stack gap="3" align="start">
        <Text role="alert">{t('company.loadFailed')}</Text>
        <Button onClick={retry}>{t('company.retry')}</Button>
      </Stack>
    );
  return (
    <Suspense fallback={loading}>
      <CompanyInfoForm loading={loading} loaded={state !== 'loading'} />
    </Suspense>
  );
}

/** The wizard itself, for the application in the atoms once it is `loaded`. */
function CompanyInfoForm({ loading, loaded }: { loading: ReactNode; loaded: boolean }) {
  const registry = useRegistry();
  // the wizard's rules are asked for at once, beside the application
  const rulesArriving = registry.ready(WIZARD);
  const store = useStore();
  const [record, setRecord] = useAtom(prospectAtom);
  const [completed, setCompleted] = useAtom(completedStepsAtom);
  const fieldErrors = useAtomValue(fieldErrorsAtom);
  const moveOn = useMoveOn(ROUTE);
  const wizard = registry.wizard(WIZARD);
  const application = (record?.applicationInfo ?? {}) as Json;
  const productName = String(application.accountType ?? '');

  const save = useCallback(
    async (stepId: string, value: unknown) => {
      const queue = await saveQueue(store);
      const before = store.get(completedStepsAtom);
      store.set(prospectAtom, value as Json);
      store.set(completedStepsAtom, markCompleted(before, flowIdFor(wizard, value), stepId));
      try {
        await queue.enqueue({ saveType: 'continue', actionType: 'save' });
      } catch (error) {
        store.set(completedStepsAtom, before);
        throw error;
      }
      if (store.get(screeningScreenAtom)) return;
      if (isFlowDone(wizard, value, store.get(completedStepsAtom), registry)) {
        // the journey moves on: the next view is stored with a save, then shown
        await saveNextView(store, nextPageAfter(ROUTE));
        if (!store.get(screeningScreenAtom)) moveOn(productName);
      }
    },
    [store, wizard, registry, moveOn, productName],
  );

  if (!loaded || !record) return loading;
  // the page's loading line stays until the rules are here too: the wizard shows in one piece, not with its open step
  // loading apart (the steps below it moved down when that step's form arrived)
  if (rulesArriving) throw rulesArriving;
  const extraErrors = toExtraErrors(fieldErrors);
  return (
    <Stack gap="4">
      <OutlineDone name="companyInfo" />
      <SaveStatus />
      <AccountSwitchNotice />
      <ConflictNotice />
      <WizardRunner
        wizardId={WIZARD}
        value={record}
        onChange={(next, base) => setRecord((current) => layEdit(base, next, current, constants.saving.listItemIds) as Json)}
        onSave={save}
        completedSteps={completed}
        onCompletedStepsChange={(steps: CompletedStep[]) => setCompleted(steps)}
        productName={productName}
        {...{ extraErrors }}
      />
    </Stack>
  );
}

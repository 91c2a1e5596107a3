import { constants } from '../../app/rules';
import { layEdit } from '../../../core/records/merge';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { stepNamed, wizardNamed } from '../../../core/wizard/named-by-code';
import { useTranslation } from '../../app/i18n';
import { Redirect } from 'wouter';
import { applyServicesBehaviours, canAddContact } from '../../../core/services/behaviours';
import { packageCards, togglePackage } from '../../../core/services/packages';
import { accountOf, type Json } from '../../../core/services/record';
import { servicesFacts } from '../../../core/services/facts';
import { prefillKyc } from '../../../core/services/kyc-prefill';
import { markCompleted } from '../../../core/wizard/completed-steps';
import { flowIdFor, isFlowDone } from '../../../core/wizard/engine';
import { withContext } from '../../../core/services/context';
import type { CompletedStep } from '../../../core/wizard/types';
import { useRouteConfig } from '../../api/config';
import { useEnsureProspect } from '../../api/prospect-loader';
import { useMoveOn } from '../../app/move-on';
import { pathOf } from '../../app/routes';
import { completedStepsAtom, prospectAtom } from '../../app/state/application';
import { nextPageAfter, saveNextView } from '../../app/state/next-view';
import { editApplicationAtom } from '../../app/state/edit-mode';
import { agentSessionAtom } from '../../app/state/agent';
import { saveQueue, fieldErrorsAtom } from '../../app/state/save';
import { toExtraErrors } from '../../api/field-errors';
import { screeningScreenAtom } from '../../app/state/screening';
import { WizardRunner } from '../../forms/WizardRunner';
import { useRegistry } from '../../forms/registry-context';
import { ExpressTerms } from './ExpressTerms';
import { PackageCards } from './PackageCards';
import { configLink, useServicesRules } from './rules';
import { ApplicationFrame } from '../../components/ApplicationFrame';

const WIZARD = wizardNamed('selectServices');
/** This page's route: Continue goes to the page after it in journey.json pageOrder. */
const ROUTE = 'selectServices';
const CONTACT_NAME = '$.organizationInfo.contactDetailsForTxnReconfirming[0].TxnReconfirmingfullname';

/** Select Services: 5 steps, 6 with the KYC annexure in edit-application mode. */
export default function SelectServicesPage() {
  const { t } = useTranslation(['pages', 'services']);
  const registry = useRegistry();
  const store = useStore();
  const { state, retry } = useEnsureProspect();
  const [record, setRecord] = useAtom(prospectAtom);
  const [completed, setCompleted] = useAtom(completedStepsAtom);
  const editApplication = useAtomValue(editApplicationAtom);
  const officer = useAtomValue(agentSessionAtom);
  const fieldErrors = useAtomValue(fieldErrorsAtom);
  const { config } = useRouteConfig();
  const { rules, packages } = useServicesRules();
  // the express terms box can be ticked only once the terms were opened
  const [termsOpened, setTermsOpened] = useState(false);
  const moveOn = useMoveOn(ROUTE);
  const wizard = registry.wizard(WIZARD);
  // the record as the behaviours shape it (defaults such as the first contact row, the mandatory package)
  const shown = useMemo(() => (record ? applyServicesBehaviours(record, record, rules, packages) : record), [record, rules, packages]);
  // what the steps' ui:when read beside the record (schemas/defs/widgets.json contextFacts)
  const context = useMemo(() => {
    if (!shown) return { editApplication };
    const nameValid = () => !registry.validateValue(WIZARD, shown, 'draft').some((e) => e.path === CONTACT_NAME);
    return { editApplication, ...servicesFacts(shown, rules, { canAdd: canAddContact(shown, rules, nameValid), termsOpened }) };
  }, [editApplication, shown, registry, rules, termsOpened]);
  const application = (record?.applicationInfo ?? {}) as Json;
  const productName = String(application.accountType ?? '');
  const variant = application.islamicBanking === true ? 'islamic' : 'conventional';

  const change = useCallback(
    (next: unknown, base?: unknown) => {
      const current = store.get(prospectAtom);
      setRecord(applyServicesBehaviours(current, layEdit(base, next, current, constants.saving.listItemIds) as Json, rules, packages));
    },
    [store, setRecord, rules, packages],
  );

  const save = useCallback(
    async (stepId: string, value: unknown) => {
      const queue = await saveQueue(store);
      const before = store.get(completedStepsAtom);
      const next = applyServicesBehaviours(store.get(prospectAtom), value as Json, rules, packages);
      store.set(prospectAtom, next);
      store.set(completedStepsAtom, markCompleted(before, flowIdFor(wizard, next), stepId));
      try {
        await queue.enqueue({ saveType: 'continue', actionType: 'save' });
      } catch (error) {
        store.set(completedStepsAtom, before);
        throw error;
      }
      if (store.get(screeningScreenAtom)) return;
      if (isFlowDone(wizard, withContext(next, context), store.get(completedStepsAtom), registry)) {
        await saveNextView(store, nextPageAfter(ROUTE));
        if (!store.get(screeningScreenAtom)) moveOn(productName);
      }
    },
    [store, wizard, registry, moveOn, productName, rules, packages, context],
  );

  const stepExtra = (stepId: string) => {
    if (!record) return null;
    if (stepId === stepNamed('selectServices', 'expressService')) {
      return (
        <ExpressTerms
          href={configLink(config, '', { name: 'expressTermsAndConditions', variant })}
          amount={rules.express.chargeAmount}
          currency={rules.express.chargeCurrency}
          notice={accountOf(record).express === true && !termsOpened && accountOf(record).expressTandC !== true}
          onOpened={() => setTermsOpened(true)}
        />
      );
    }
    if (stepId === stepNamed('selectServices', 'valueAddedServices')) {
      return (
        <PackageCards
          cards={packageCards(record, rules, packages)}
          islamic={variant === 'islamic'}
          readMore={(card) => configLink(config, card.readMoreKey, { name: `${card.pkg.key}ReadMore`, variant })}
          onToggle={(id) => change(togglePackage(record, id, rules, packages))}
        />
      );
    }
    return null;
  };

  // the officer opens the KYC annexure with what the application and their login already tell
  // (once per application: what they clear afterwards stays cleared)
  const prefilled = useRef<string | null>(null);
  const prospectId = String(record?.prospectId ?? '');
  useEffect(() => {
    if (!editApplication || !officer || !record || prefilled.current === prospectId) return;
    prefilled.current = prospectId;
    const next = prefillKyc(record as Json, officer, rules.kycPrefill);
    if (next !== record) setRecord(next);
  }, [editApplication, officer, record, prospectId, rules, setRecord]);

  if (state === 'noSession' && !record) return <Redirect to={pathOf('comeBackLogin')} replace />;
  return (
    <ApplicationFrame title={t('pages:selectServices.title')} words="services" state={state} value={record} onRetry={retry}>
      {() => (
        <>
          <Text color="ink.700">{t('services:intro')}</Text>
          <WizardRunner
            wizardId={WIZARD}
            value={shown}
            onChange={change}
            onSave={save}
            completedSteps={completed}
            onCompletedStepsChange={(steps: CompletedStep[]) => setCompleted(steps)}
            productName={productName}
            context={context}
            stepExtra={stepExtra}
            extraErrors={toExtraErrors(fieldErrors)}
          />
        </>
      )}
    </ApplicationFrame>
  );
}

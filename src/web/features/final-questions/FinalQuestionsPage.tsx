import { constants } from '../../app/rules';
import { layEdit } from '../../../core/records/merge';
import { useCallback, useRef, useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { Redirect } from 'wouter';
import { markCompleted } from '../../../core/wizard/completed-steps';
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
import { normalizeCompanyAddresses } from './addresses';
import { onlyReopens, sameAnswers } from './edits';
import { COMPANY_WIZARD, SIGNATORY_WIZARD, allFlowsDone, personName, signatoriesOf, withPerson } from './flows';
import { ApplicationFrame } from '../../components/ApplicationFrame';

type Json = Record<string, unknown>;
/** This page's route: Continue goes to the page after it in journey.json pageOrder. */
const ROUTE = 'finalQuestions';

/**
 * Final Questions: the company wizard, then one wizard per signatory, each a
 * flow of its own in the completed steps. Every Continue saves through the save queue; the page's
 * Continue leads to Upload Documents once every flow is COMPLETED.
 */
export default function FinalQuestionsPage() {
  const { t } = useTranslation(['pages', 'finalQuestions']);
  const registry = useRegistry();
  const store = useStore();
  const { state, retry } = useEnsureProspect();
  const [record, setRecord] = useAtom(prospectAtom);
  const [completed, setCompleted] = useAtom(completedStepsAtom);
  const fieldErrors = useAtomValue(fieldErrorsAtom);
  const moveOn = useMoveOn(ROUTE);
  const fillOnly = useRef(false);
  const [moving, setMoving] = useState(false);
  const [moveFailed, setMoveFailed] = useState(false);
  const productName = String(((record?.applicationInfo ?? {}) as Json).accountType ?? '');

  /** Puts the new record in place, marks the step of `flowId` COMPLETED and saves; undoes the mark when the save fails. */
  const saveStep = useCallback(
    async (next: Json, flowId: string, step: string) => {
      const queue = await saveQueue(store);
      const before = store.get(completedStepsAtom);
      store.set(prospectAtom, next);
      store.set(completedStepsAtom, markCompleted(before, flowId, step));
      try {
        await queue.enqueue({ saveType: 'continue', actionType: 'save' });
      } catch (error) {
        store.set(completedStepsAtom, before);
        throw error;
      }
    },
    [store],
  );

  const companyWizard = registry.wizard(COMPANY_WIZARD);
  const signatoryWizard = registry.wizard(SIGNATORY_WIZARD);

  const saveCompany = useCallback(
    (stepId: string, value: unknown) => {
      const next = normalizeCompanyAddresses(value as Json);
      return saveStep(next, flowIdFor(companyWizard, next), stepId);
    },
    [saveStep, companyWizard],
  );

  const savePerson = useCallback(
    (index: number) => (stepId: string, person: unknown) => {
      const current = store.get(prospectAtom) ?? {};
      return saveStep(withPerson(current, index, person), flowIdFor(signatoryWizard, person), stepId);
    },
    [saveStep, signatoryWizard, store],
  );

  const continueOn = async () => {
    if (!store.get(prospectAtom)) return;
    setMoving(true);
    setMoveFailed(false);
    try {
      await saveNextView(store, nextPageAfter(ROUTE));
    } catch {
      setMoveFailed(true);
      return;
    } finally {
      setMoving(false);
    }
    if (!store.get(screeningScreenAtom)) moveOn(productName);
  };

  if (state === 'noSession' && !record) return <Redirect to={pathOf('comeBackLogin')} replace />;

  // a change that only fills empty defaults in (the form does so on opening a step) reopens nothing
  const changeSteps = (steps: CompletedStep[]) => {
    if (fillOnly.current && onlyReopens(store.get(completedStepsAtom), steps)) return;
    setCompleted(steps);
  };
  const changeCompany = (next: unknown, base?: unknown) => {
    const current = store.get(prospectAtom);
    const normalized = normalizeCompanyAddresses(layEdit(base, next, current, constants.saving.listItemIds) as Json);
    fillOnly.current = !!current && sameAnswers(normalized, normalizeCompanyAddresses(current));
    setRecord(normalized);
  };
  const changePerson = (index: number, given: unknown, base?: unknown) => {
    const current = store.get(prospectAtom) ?? {};
    const people = Array.isArray(current.signatoryInfo) ? current.signatoryInfo : [];
    const next = layEdit(base, given, people[index], constants.saving.listItemIds);
    fillOnly.current = sameAnswers(next, people[index]);
    setRecord(withPerson(current, index, next));
  };
  return (
    <ApplicationFrame title={t('pages:finalQuestions.title')} words="finalQuestions" state={state} value={record} onRetry={retry} gap="6">
      {(record) => {
        const signatories = signatoriesOf(record, registry);
        const done = allFlowsDone(record, completed, registry);
        return (
          <>
            <Text color="ink.700">{t('finalQuestions:intro')}</Text>
            <Box as="section" aria-labelledby="fq-company" data-flow={flowIdFor(companyWizard, record)}>
              <Heading as="h2" id="fq-company" size="lg" mb="3">
                {t('finalQuestions:companyHeading')}
                {isFlowDone(companyWizard, record, completed, registry) && <FlowDone text={t('finalQuestions:flowDone')} />}
              </Heading>
              <WizardRunner
                wizardId={COMPANY_WIZARD}
                value={record}
                onChange={changeCompany}
                onSave={saveCompany}
                completedSteps={completed}
                onCompletedStepsChange={changeSteps}
                productName={productName}
                extraErrors={toExtraErrors(fieldErrors)}
              />
            </Box>
            <Box as="section" aria-labelledby="fq-signatories">
              <Heading as="h2" id="fq-signatories" size="lg" mb="3">
                {t('finalQuestions:signatoriesHeading')}
              </Heading>
              {signatories.length === 0 ? (
                <Text data-testid="no-signatories">{t('finalQuestions:noSignatories')}</Text>
              ) : (
                <Stack gap="6">
                  {signatories.map(({ index, person }, place) => {
                    const headingId = `fq-signatory-${index}`;
                    const name = personName(person) || t('finalQuestions:signatoryFallback', { number: place + 1 });
                    return (
                      <Box as="section" key={String(person.signatoryId ?? index)} aria-labelledby={headingId} data-flow={flowIdFor(signatoryWizard, person)}>
                        <Heading as="h3" id={headingId} size="md" mb="3">
                          {t('finalQuestions:signatoryHeading', { name })}
                          {isFlowDone(signatoryWizard, person, completed, registry) && <FlowDone text={t('finalQuestions:flowDone')} />}
                        </Heading>
                        <WizardRunner
                          wizardId={SIGNATORY_WIZARD}
                          value={person}
                          onChange={(next, base) => changePerson(index, next, base)}
                          onSave={savePerson(index)}
                          completedSteps={completed}
                          onCompletedStepsChange={changeSteps}
                          productName={productName}
                          extraErrors={toExtraErrors(fieldErrors, `prospect.signatoryInfo.${index}`)}
                        />
                      </Box>
                    );
                  })}
                </Stack>
              )}
            </Box>
            <Stack gap="2" align="start">
              {!done && (
                <Text id="fq-continue-hint" color="ink.700">
                  {t('finalQuestions:continueHint')}
                </Text>
              )}
              {moveFailed && (
                <Text role="alert" color="red.700">
                  {t('finalQuestions:continueFailed')}
                </Text>
              )}
              <Button
                colorPalette="brand"
                disabled={!done}
                loading={moving}
                loadingText={t('finalQuestions:saving')}
                aria-describedby={done ? undefined : 'fq-continue-hint'}
                onClick={() => void continueOn()}
              >
                {t('finalQuestions:continue')}
              </Button>
            </Stack>
          </>
        );
      }}
    </ApplicationFrame>
  );
}

function FlowDone({ text }: { text: string }) {
  return (
    <Text as="span" fontSize="sm" fontWeight="normal" color="green.700" ms="3">
      {text}
    </Text>
  );
}

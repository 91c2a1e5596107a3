import { useCallback, useEffect, useState } from 'react';
import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useStore } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { Redirect } from 'wouter';
import { canContinue, displayName, isListed, sharesWithin, totalShares, withOnePersonOnList, type Person } from '../../../core/stakeholders';
import { isFlowDone } from '../../../core/wizard/engine';
import { useEnsureProspect } from '../../api/prospect-loader';
import { useMoveOn } from '../../app/move-on';
import { pathOf } from '../../app/routes';
import { prospectAtom } from '../../app/state/application';
import { nextPageAfter, nextPageTitleKey, saveNextView } from '../../app/state/next-view';
import { screeningScreenAtom } from '../../app/state/screening';
import { useConfirm } from '../../components/confirm/useConfirm';
import { useNotify } from '../../components/notifications/useNotify';
import { useRegistry } from '../../forms/registry-context';
import { StakeholderCard, stakeholderHeadingId } from './StakeholderCard';
import { useStakeholders, wizardValueOf } from './useStakeholders';
import { ApplicationFrame } from '../../components/ApplicationFrame';

type Json = Record<string, unknown>;
/** This page's route: Continue goes to the page after it in journey.json pageOrder. */
const ROUTE = 'stakeholdersInfo';
const ADD_ID = 'stakeholders-add';

/**
 * Company Stakeholders: the people of the company, each with their
 * own step wizard; Continue once every stakeholder is complete and the shares add up to at most 100.
 */
export default function StakeholdersInfoPage() {
  const { t } = useTranslation(['stakeholders', 'pages']);
  const registry = useRegistry();
  const store = useStore();
  const confirm = useConfirm();
  const notify = useNotify();
  const moveOn = useMoveOn(ROUTE);
  const nextTitle = nextPageTitleKey(ROUTE);
  const { state, retry } = useEnsureProspect();
  const { setup, record, people, completed, changePerson, changeCompleted, continueStep, add, remove, reset } = useStakeholders();
  // undefined: the first stakeholder still to complete is open; null: none open
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The element (by id) that takes focus once it is on the page and enabled: the pressed button is
  // disabled while a save runs, or gone with the card, and focus would fall back to <body>.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render until the element is there and enabled (no dependency says when that is)
  useEffect(() => {
    if (!focusTarget) return;
    const element = document.getElementById(focusTarget);
    if (!element || (element as HTMLButtonElement).disabled) return;
    element.focus();
    setFocusTarget(null);
  });
  const productName = String(((record?.applicationInfo ?? {}) as Json).accountType ?? '');

  // an application saved on this view with nobody listed gets one blank person
  useEffect(() => {
    if (state !== 'ready' || !record) return;
    const next = withOnePersonOnList(record, setup.model, setup.rules);
    if (next !== record) store.set(prospectAtom, next);
  }, [state, record, setup, store]);

  const doneOf = (person: Person) => isFlowDone(setup.wizard, person, completed, registry);
  const openId = editing === undefined ? people.find((p) => !isListed(p) || !doneOf(p))?.signatoryId : editing;
  const shown = people.filter((p) => isListed(p) || p.signatoryId === openId);

  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof Error && error.message === 'No save queue') return;
      notify({ message: t('stakeholders:saveFailed') });
    },
    [notify, t],
  );

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const onAdd = () =>
    run(async () => {
      const { signatoryId, saved } = add();
      setEditing(signatoryId);
      setFocusTarget(stakeholderHeadingId(String(signatoryId)));
      await saved;
    });

  const onDelete = async (person: Person) => {
    const name = displayName(person) || t('stakeholders:unnamed');
    if (!(await confirm({ message: t('stakeholders:confirm.deleteMessage', { name }) }))) return;
    if (editing === person.signatoryId) setEditing(null);
    await run(() => remove(String(person.signatoryId)));
    setFocusTarget(ADD_ID);
  };

  const onReset = async (person: Person) => {
    const name = displayName(person) || t('stakeholders:unnamed');
    if (!(await confirm({ message: t('stakeholders:confirm.resetMessage', { name }) }))) return;
    await run(() => reset(String(person.signatoryId)));
    setEditing(String(person.signatoryId));
    setFocusTarget(stakeholderHeadingId(String(person.signatoryId)));
  };

  // A step's Continue: the person's steps stay open until the save went through (the step is marked
  // COMPLETED before, so the last step would otherwise close the card and a refused save go unseen),
  // and adding, deleting or moving on waits for it (a save carries the whole record as it is when sent).
  const onSave = (person: Person) => async (stepId: string, value: unknown) => {
    const id = String(person.signatoryId);
    const before = editing;
    setEditing(id);
    setBusy(true);
    try {
      const done = await continueStep(id, stepId, value);
      if (done) {
        setEditing(before === undefined ? undefined : null);
        // the steps close: focus goes to the person's name, not to <body>
        setFocusTarget(stakeholderHeadingId(id));
      }
    } finally {
      setBusy(false);
    }
  };

  const onContinue = () =>
    run(async () => {
      await saveNextView(store, nextPageAfter(ROUTE));
      if (!store.get(screeningScreenAtom)) moveOn(productName);
    });

  if (state === 'noSession' && !record) return <Redirect to={pathOf('comeBackLogin')} replace />;
  const total = totalShares(people);
  const sharesOk = sharesWithin(people, setup.rules.sharesTotal);
  const ready = canContinue(setup.wizard, people, completed, registry, setup.rules.sharesTotal);
  return (
    <ApplicationFrame title={t('pages:stakeholdersInfo.title')} words="stakeholders" state={state} value={record} onRetry={retry}>
      {() => (
        <>
          <Text color="ink.700">{t('stakeholders:intro')}</Text>
          <chakra.ul aria-label={t('stakeholders:listLabel')} m={0} p={0} display="flex" flexDirection="column" gap="4">
            {shown.map((person) => (
              <StakeholderCard
                key={String(person.signatoryId)}
                person={person}
                wizardValue={wizardValueOf(people, person)}
                done={doneOf(person)}
                editing={person.signatoryId === openId}
                busy={busy}
                completedSteps={completed}
                productName={productName}
                onEdit={() => setEditing(String(person.signatoryId))}
                onClose={() => setEditing(null)}
                onDelete={() => void onDelete(person)}
                onReset={() => void onReset(person)}
                onChange={(value, base) => changePerson(String(person.signatoryId), value, base)}
                onSave={onSave(person)}
                onCompletedStepsChange={changeCompleted}
              />
            ))}
          </chakra.ul>
          <HStack>
            <Button id={ADD_ID} variant="outline" onClick={() => void onAdd()} disabled={busy}>
              <span aria-hidden="true">+</span> {t('stakeholders:actions.add')}
            </Button>
          </HStack>
          <Text data-testid="shares-total" role={sharesOk ? undefined : 'alert'} color={sharesOk ? 'ink.700' : 'red.700'}>
            {sharesOk ? t('stakeholders:shares.total', { total }) : t('stakeholders:shares.exceeded', { limit: setup.rules.sharesTotal })}
          </Text>
          <Stack gap="2" align="start">
            {!ready && (
              <Text id="stakeholders-continue-hint" color="ink.700">
                {t('stakeholders:continueHint')}
              </Text>
            )}
            <Button
              colorPalette="brand"
              onClick={() => void onContinue()}
              disabled={!ready || busy}
              aria-describedby={ready ? undefined : 'stakeholders-continue-hint'}
            >
              {nextTitle ? t('stakeholders:actions.continueTo', { page: t(nextTitle) }) : t('stakeholders:actions.continue')}
            </Button>
          </Stack>
        </>
      )}
    </ApplicationFrame>
  );
}

import { memo, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Box, Button, Heading, Text, chakra } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { reopenedStepsAtom } from '../app/state/application';
import { Loading } from '../components/Loading';
import type { CompletedStep } from '../../core/wizard/types';
import { uiForValue } from '../../core/schema/ui-when';
import { withContext, type WizardContext } from '../../core/services/context';
import { markCompleted, markEdited } from '../../core/wizard/completed-steps';
import { flowIdFor, stepStates } from '../../core/wizard/engine';
import type { StepState } from '../../core/wizard/engine';
import { pushEvent } from '../app/analytics';
import { textOf } from './forms-context';
import { useRegistry } from './registry-context';
import { deepEquals } from '@rjsf/utils';
import { errorPaths, stepHolds } from './extra-errors';
import { StepForm, type StepChangeInfo } from './StepForm';
import { useStable } from './use-stable';

/** The action a Continue save carries. */
export type WizardAction = 'continue';

export interface WizardRunnerProps {
  wizardId: string;
  /** the wizard's root value: the record, or one person for a person wizard */
  value: unknown;
  /** `base` is the value the change was made on (src/core/records/merge.ts layEdit lays it over a newer one) */
  onChange: (value: unknown, base?: unknown) => void;
  /** saves after a valid Continue; a rejection keeps the step open and says so */
  onSave: (stepId: string, value: unknown, actionType: WizardAction) => Promise<void>;
  completedSteps: readonly CompletedStep[];
  onCompletedStepsChange: (steps: CompletedStep[]) => void;
  /** the account type, sent with each step's analytics event */
  productName: string;
  /** facts a step's `when` reads at `_context` (edit-application mode…); never part of the value */
  context?: WizardContext;
  /** content shown in a step above its Continue button (links, cards the schema cannot describe) */
  stepExtra?: (stepId: string) => ReactNode;
  /**
   * server field errors rooted at the value (src/web/api/field-errors.ts toExtraErrors), shown at their
   * fields (e.g. after a refused submit); when they arrive, the first step holding one of them opens
   */
  extraErrors?: object;
  /** the step open at first (default: the first step not COMPLETED); ignored when that step does not exist */
  initialStepId?: string;
}

/**
 * A wizard of schemas/wizards/<id>.json as numbered, collapsible steps: only steps whose
 * `when` holds exist; the open step's Continue validates it (submit mode), pushes its analytics event,
 * saves, marks it COMPLETED and opens the next. A user's edit of a completed step makes it AVAILABLE
 * again; the defaults the form fills in on opening a step do not (the step's value is compared with
 * the value it had when it opened, after that filling).
 */
export function WizardRunner({
  wizardId,
  value,
  onChange,
  onSave,
  completedSteps,
  onCompletedStepsChange,
  productName,
  context,
  stepExtra,
  extraErrors: givenErrors,
  initialStepId,
}: WizardRunnerProps) {
  const registry = useRegistry();
  const wizard = registry.wizard(wizardId);
  const states = stepStates(wizard, withContext(value, context), completedSteps, registry);
  const flowId = flowIdFor(wizard, value);
  const baseId = useId().replace(/:/g, '');
  const [openId, setOpenId] = useState<string | undefined>(
    () => states.find((s) => s.step.id === initialStepId)?.step.id ?? (states.find((s) => s.status !== 'COMPLETED') ?? states[0])?.step.id,
  );
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const headerRefs = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef(false);
  const t = (key: string, vars?: Record<string, unknown>) => textOf(registry, key, vars);
  const reopenedSteps = useAtomValue(reopenedStepsAtom);
  /** The notice of a step a release opened again (the server's reasons), for the step itself. */
  const reopenedReasons = (stepId: string) => {
    const found = reopenedSteps.find((line) => line.flowId === flowId && line.step === stepId && line.wizardId === wizard.id);
    return found && states.find((s) => s.step.id === stepId)?.status !== 'COMPLETED'
      ? t('forms:wizard.reopened', { reasons: found.reasons.join(' ') })
      : undefined;
  };

  useEffect(() => {
    if (!focusNext.current || !openId) return;
    focusNext.current = false;
    headerRefs.current.get(openId)?.focus();
  }, [openId]);

  const open = (stepId: string | undefined) => {
    focusNext.current = true;
    setSaveFailed(false);
    setOpenId(stepId);
  };

  // the open step's value when it opened, updated by the defaults the form fills in: an edit is a change from it
  const opened = useRef<{ stepId: string | undefined; value: unknown }>({ stepId: undefined, value: undefined });
  if (opened.current.stepId !== openId) opened.current = { stepId: openId, value };

  const changeStep = useCallback(
    (state: StepState, next: unknown, info?: StepChangeInfo) => {
      onChange(next, info?.base);
      if (info && !info.userEdit) {
        opened.current = { stepId: state.step.id, value: next };
        return;
      }
      if (state.status === 'COMPLETED' && !deepEquals(next, opened.current.value)) onCompletedStepsChange(markEdited(completedSteps, flowId, state.step.id));
    },
    [onChange, onCompletedStepsChange, completedSteps, flowId],
  );

  const statesRef = useRef(states);
  statesRef.current = states;
  // server errors: the first step holding one of them opens when they arrive (a reachable one first)
  const extraErrors = useStable(givenErrors);
  useEffect(() => {
    if (!extraErrors) return;
    const paths = errorPaths(extraErrors);
    const holders = statesRef.current.filter((s) => paths.some((parts) => stepHolds(registry, s.step.step, parts)));
    const holder = holders.find((s) => s.status !== 'NOT_AVAILABLE') ?? holders[0];
    if (holder) setOpenId(holder.step.id);
  }, [extraErrors, registry]);

  // header callbacks that keep their identity, so the headers render again only when their own props change
  const openRef = useRef(openId);
  openRef.current = openId;
  const toggle = useCallback((stepId: string) => {
    const state = statesRef.current.find((s) => s.step.id === stepId);
    if (!state || state.status === 'NOT_AVAILABLE') return;
    focusNext.current = true;
    setSaveFailed(false);
    setOpenId(openRef.current === stepId ? undefined : stepId);
  }, []);
  const registerHeader = useCallback((stepId: string, element: HTMLButtonElement | null) => {
    if (element) headerRefs.current.set(stepId, element);
    else headerRefs.current.delete(stepId);
  }, []);

  const continueStep = async (state: StepState, next: unknown) => {
    pushEvent(state.step.event, productName);
    setSaving(true);
    setSaveFailed(false);
    try {
      await onSave(state.step.id, next, 'continue');
    } catch {
      setSaveFailed(true);
      return;
    } finally {
      setSaving(false);
    }
    const completed = markCompleted(completedSteps, flowId, state.step.id);
    onCompletedStepsChange(completed);
    // `when` may depend on what was just entered: find the next step on the new value
    const after = stepStates(wizard, withContext(next, context), completed, registry);
    const index = after.findIndex((s) => s.step.id === state.step.id);
    const following = after.slice(index + 1).find((s) => s.status !== 'COMPLETED') ?? after.slice(index + 1)[0];
    open(following?.step.id);
  };

  // the latest step actions, behind callbacks that keep their identity (a closed step never renders again for a keystroke)
  const actions = useRef({ changeStep, continueStep });
  actions.current = { changeStep, continueStep };
  const onStepChange = useCallback((stepId: string, next: unknown, info?: StepChangeInfo) => {
    const state = statesRef.current.find((s) => s.step.id === stepId);
    if (state) actions.current.changeStep(state, next, info);
  }, []);
  const onStepSubmit = useCallback((stepId: string, next: unknown) => {
    const state = statesRef.current.find((s) => s.step.id === stepId);
    if (state) void actions.current.continueStep(state, next);
  }, []);
  const texts = {
    saveFailed: t('forms:wizard.saveFailed'),
    saving: t('forms:wizard.saving'),
    continue: t('forms:wizard.continue'),
    loading: t('forms:wizard.loading'),
  };

  return (
    <chakra.ol listStyleType="none" m={0} p={0} display="flex" flexDirection="column" gap={3}>
      {states.map((state, index) => {
        const { step, status } = state;
        const isOpen = openId === step.id;
        return (
          <WizardStepItem
            key={step.id}
            stepId={step.id}
            stepKey={step.step}
            number={index + 1}
            title={textOf(registry, step.titleKey, undefined, 'wizards')}
            status={status}
            statusText={t(`forms:wizard.status.${status}`)}
            baseId={baseId}
            isOpen={isOpen}
            onToggle={toggle}
            register={registerHeader}
            open={
              isOpen
                ? {
                    value,
                    uiSchema: uiForValue(registry.step(step.step).uiSchema, withContext(value, context), registry.holds),
                    extraErrors,
                    saving,
                    saveFailed,
                    extra: stepExtra?.(step.id),
                    reopened: reopenedReasons(step.id),
                  }
                : undefined
            }
            texts={texts}
            onChange={onStepChange}
            onSubmit={onStepSubmit}
          />
        );
      })}
    </chakra.ol>
  );
}

/** What only the open step renders with (a closed step gets none of it, so a keystroke leaves it alone). */
interface OpenStepProps {
  value: unknown;
  uiSchema: Record<string, unknown> | undefined;
  extraErrors: object | undefined;
  saving: boolean;
  saveFailed: boolean;
  extra: ReactNode;
  /** why a release opened this completed step again, in the applicant's words (undefined: it did not) */
  reopened: string | undefined;
}

interface WizardStepItemProps {
  stepId: string;
  stepKey: string;
  number: number;
  title: string;
  status: StepState['status'];
  statusText: string;
  baseId: string;
  isOpen: boolean;
  onToggle: (stepId: string) => void;
  register: (stepId: string, element: HTMLButtonElement | null) => void;
  open: OpenStepProps | undefined;
  texts: { saveFailed: string; saving: string; continue: string; loading: string };
  onChange: (stepId: string, value: unknown, info?: StepChangeInfo) => void;
  onSubmit: (stepId: string, value: unknown) => void;
}

const sameOpen = (a: OpenStepProps | undefined, b: OpenStepProps | undefined) =>
  a === b ||
  (!!a &&
    !!b &&
    a.value === b.value &&
    a.uiSchema === b.uiSchema &&
    a.extraErrors === b.extraErrors &&
    a.saving === b.saving &&
    a.saveFailed === b.saveFailed &&
    a.extra === b.extra &&
    a.reopened === b.reopened);

/** One step of the list: its header and, when open, its form. Rendered again only when its own props change. */
const WizardStepItem = memo(
  function WizardStepItem({
    stepId,
    stepKey,
    number,
    title,
    status,
    statusText,
    baseId,
    isOpen,
    onToggle,
    register,
    open,
    texts,
    onChange,
    onSubmit,
  }: WizardStepItemProps) {
    const headerId = `${baseId}-${stepId}-header`;
    const panelId = `${baseId}-${stepId}-panel`;
    return (
      <chakra.li borderWidth="1px" borderRadius="md" data-status={status} data-step={stepId}>
        <StepHeader
          stepId={stepId}
          number={number}
          title={title}
          status={status}
          statusText={statusText}
          isOpen={isOpen}
          headerId={headerId}
          panelId={panelId}
          onToggle={onToggle}
          register={register}
        />
        <Box id={panelId} role="region" aria-labelledby={headerId} hidden={!isOpen} px={4} pb={isOpen ? 4 : 0}>
          {open?.reopened && (
            <Alert.Root status="info" variant="surface" mb="3" data-testid="step-reopened">
              <Alert.Indicator />
              <Alert.Description>{open.reopened}</Alert.Description>
            </Alert.Root>
          )}
          {open && (
            // the step's validators arrive in their own chunk: the headers and the page show meanwhile
            <Suspense fallback={<Loading text={texts.loading} size="md" py="8" />}>
              <StepForm
                stepKey={stepKey}
                uiSchema={open.uiSchema}
                extraErrors={open.extraErrors}
                value={open.value}
                idPrefix={`${baseId}_${stepId}`}
                disabled={open.saving}
                onChange={(next, info) => onChange(stepId, next, info)}
                onSubmit={(next) => onSubmit(stepId, next)}
              >
                <StepFooter
                  extra={open.extra}
                  saveFailed={open.saveFailed}
                  saving={open.saving}
                  saveFailedText={texts.saveFailed}
                  savingText={texts.saving}
                  continueText={texts.continue}
                />
              </StepForm>
            </Suspense>
          )}
        </Box>
      </chakra.li>
    );
  },
  (prev, next) =>
    prev.stepId === next.stepId &&
    prev.stepKey === next.stepKey &&
    prev.number === next.number &&
    prev.title === next.title &&
    prev.status === next.status &&
    prev.statusText === next.statusText &&
    prev.baseId === next.baseId &&
    prev.isOpen === next.isOpen &&
    prev.onToggle === next.onToggle &&
    prev.register === next.register &&
    prev.texts.saveFailed === next.texts.saveFailed &&
    prev.texts.saving === next.texts.saving &&
    prev.texts.continue === next.texts.continue &&
    prev.texts.loading === next.texts.loading &&
    prev.onChange === next.onChange &&
    prev.onSubmit === next.onSubmit &&
    sameOpen(prev.open, next.open),
);

interface StepHeaderProps {
  stepId: string;
  number: number;
  title: string;
  status: StepState['status'];
  statusText: string;
  isOpen: boolean;
  headerId: string;
  panelId: string;
  onToggle: (stepId: string) => void;
  register: (stepId: string, element: HTMLButtonElement | null) => void;
}

/** A step's heading: a button that opens and closes its panel, with the step's number, title and status. */
const StepHeader = memo(function StepHeader({ stepId, number, title, status, statusText, isOpen, headerId, panelId, onToggle, register }: StepHeaderProps) {
  const reachable = status !== 'NOT_AVAILABLE';
  return (
    <Heading as="h2" size="md" m={0}>
      <Button
        ref={(element: HTMLButtonElement | null) => register(stepId, element)}
        id={headerId}
        variant="ghost"
        width="100%"
        justifyContent="space-between"
        height="auto"
        py={3}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-disabled={!reachable || undefined}
        onClick={() => onToggle(stepId)}
      >
        <span>
          <chakra.span me={2}>{number}.</chakra.span>
          {title}
        </span>
        <Text as="span" fontSize="sm" fontWeight="normal" color={status === 'COMPLETED' ? 'green.700' : 'fg.muted'}>
          {statusText}
        </Text>
      </Button>
    </Heading>
  );
});

interface StepFooterProps {
  extra: ReactNode;
  saveFailed: boolean;
  saving: boolean;
  saveFailedText: string;
  savingText: string;
  continueText: string;
}

/** Below a step's fields: the page's extra content, the save failure, the Continue button. */
const StepFooter = memo(function StepFooter({ extra, saveFailed, saving, saveFailedText, savingText, continueText }: StepFooterProps) {
  return (
    <>
      {extra}
      {saveFailed && (
        <Text role="alert" color="red.700" mb={3}>
          {saveFailedText}
        </Text>
      )}
      <Button type="submit" colorPalette="brand" loading={saving} loadingText={savingText}>
        {continueText}
      </Button>
    </>
  );
});

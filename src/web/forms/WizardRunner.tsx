import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, Heading, Text, chakra } from '@chakra-ui/react';
import type { CompletedStep } from '../../core/wizard/types';
import { withContext, type WizardContext } from '../../core/services/context';
import { markCompleted, markEdited } from '../../core/wizard/completed-steps';
import { flowIdFor, stepStates } from '../../core/wizard/engine';
import type { StepState } from '../../core/wizard/engine';
import { pushEvent } from '../app/analytics';
import { textOf } from './forms-context';
import { useRegistry } from './registry-context';
import { StepForm } from './StepForm';

/** The action a Continue save carries (spec 000 §4 actionType). */
export type WizardAction = 'continue';

export interface WizardRunnerProps {
  wizardId: string;
  /** the wizard's root value: the record, or one person for a person wizard */
  value: unknown;
  onChange: (value: unknown) => void;
  /** saves after a valid Continue; a rejection keeps the step open and says so */
  onSave: (stepId: string, value: unknown, actionType: WizardAction) => Promise<void>;
  completedSteps: readonly CompletedStep[];
  onCompletedStepsChange: (steps: CompletedStep[]) => void;
  /** the account type, sent with each step's analytics event */
  productName: string;
  /** facts a step's `when` reads at `_context` (edit-application mode…); never part of the value */
  context?: WizardContext;
  /** the UI schema a step renders with, adjusted to the value (default: the step file's) */
  uiSchemaFor?: (stepId: string, uiSchema: Record<string, unknown>, value: unknown) => Record<string, unknown>;
  /** content shown in a step above its Continue button (links, cards the schema cannot describe) */
  stepExtra?: (stepId: string) => ReactNode;
  /** server field errors rooted at the value, shown at their fields (e.g. after a refused submit) */
  extraErrors?: object;
}

/**
 * A wizard of schemas/wizards/<id>.json as numbered, collapsible steps (DESIGN §5.2): only steps whose
 * `when` holds exist; the open step's Continue validates it (submit mode), pushes its analytics event,
 * saves, marks it COMPLETED and opens the next. Changing a completed step makes it AVAILABLE again.
 */
export function WizardRunner({ wizardId, value, onChange, onSave, completedSteps, onCompletedStepsChange, productName, context, uiSchemaFor, stepExtra, extraErrors }: WizardRunnerProps) {
  const registry = useRegistry();
  const wizard = registry.wizard(wizardId);
  const states = stepStates(wizard, withContext(value, context), completedSteps, registry);
  const flowId = flowIdFor(wizard, value);
  const baseId = useId().replace(/:/g, '');
  const [openId, setOpenId] = useState<string | undefined>(() => (states.find((s) => s.status !== 'COMPLETED') ?? states[0])?.step.id);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const headerRefs = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef(false);
  const t = (key: string, vars?: Record<string, unknown>) => textOf(registry, key, vars);

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

  const changeStep = useCallback(
    (state: StepState, next: unknown) => {
      onChange(next);
      if (state.status === 'COMPLETED') onCompletedStepsChange(markEdited(completedSteps, flowId, state.number));
    },
    [onChange, onCompletedStepsChange, completedSteps, flowId],
  );

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
    const completed = markCompleted(completedSteps, flowId, state.number);
    onCompletedStepsChange(completed);
    // `when` may depend on what was just entered: find the next step on the new value
    const after = stepStates(wizard, withContext(next, context), completed, registry);
    const index = after.findIndex((s) => s.step.id === state.step.id);
    const following = after.slice(index + 1).find((s) => s.status !== 'COMPLETED') ?? after.slice(index + 1)[0];
    open(following?.step.id);
  };

  return (
    <chakra.ol listStyleType="none" m={0} p={0} display="flex" flexDirection="column" gap={3}>
      {states.map((state, index) => {
        const { step, status } = state;
        const isOpen = openId === step.id;
        const headerId = `${baseId}-${step.id}-header`;
        const panelId = `${baseId}-${step.id}-panel`;
        const title = textOf(registry, step.titleKey, undefined, 'wizards');
        const reachable = status !== 'NOT_AVAILABLE';
        return (
          <chakra.li key={step.id} borderWidth="1px" borderRadius="md" data-status={status} data-step={step.id}>
            <Heading as="h2" size="md" m={0}>
              <Button
                ref={(element: HTMLButtonElement | null) => {
                  if (element) headerRefs.current.set(step.id, element);
                  else headerRefs.current.delete(step.id);
                }}
                id={headerId}
                variant="ghost"
                width="100%"
                justifyContent="space-between"
                height="auto"
                py={3}
                aria-expanded={isOpen}
                aria-controls={panelId}
                aria-disabled={!reachable || undefined}
                onClick={() => reachable && open(isOpen ? undefined : step.id)}
              >
                <span>
                  <chakra.span me={2}>{index + 1}.</chakra.span>
                  {title}
                </span>
                <Text as="span" fontSize="sm" fontWeight="normal" color={status === 'COMPLETED' ? 'green.700' : 'fg.muted'}>
                  {t(`forms:wizard.status.${status}`)}
                </Text>
              </Button>
            </Heading>
            <Box id={panelId} role="region" aria-labelledby={headerId} hidden={!isOpen} px={4} pb={isOpen ? 4 : 0}>
              {isOpen && (
                <StepForm
                  stepKey={step.step}
                  uiSchema={uiSchemaFor?.(step.id, registry.step(step.step).uiSchema, value)}
                  extraErrors={extraErrors}
                  value={value}
                  idPrefix={`${baseId}_${step.id}`}
                  disabled={saving}
                  onChange={(next) => changeStep(state, next)}
                  onSubmit={(next) => void continueStep(state, next)}
                >
                  {stepExtra?.(step.id)}
                  {saveFailed && (
                    <Text role="alert" color="red.700" mb={3}>
                      {t('forms:wizard.saveFailed')}
                    </Text>
                  )}
                  <Button type="submit" colorPalette="brand" loading={saving} loadingText={t('forms:wizard.saving')}>
                    {t('forms:wizard.continue')}
                  </Button>
                </StepForm>
              )}
            </Box>
          </chakra.li>
        );
      })}
    </chakra.ol>
  );
}

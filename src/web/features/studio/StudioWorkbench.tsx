import { memo, useCallback, useEffect, useState } from 'react';
import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import type { WizardContext } from '../../../core/services/context';
import type { CompletedStep } from '../../../core/wizard/types';
import { useRegistry } from '../../forms/registry-context';
import { WizardRunner } from '../../forms/WizardRunner';
import { RecordPanels } from './RecordPanels';
import { studioTiming } from './timing';
import { useSettledValue } from './use-settled-value';

export interface StudioWorkbenchProps {
  wizardId: string;
  /** the record the run starts from (empty or sample) */
  startValue: unknown;
  /** the viewer's wizard context (edit-application mode…) */
  context: WizardContext | undefined;
  /** the step open at first; undefined: the first step not completed */
  openAt: string | undefined;
  ids: string;
  t: (key: string, vars?: Record<string, unknown>) => string;
}

/**
 * One run of a wizard in the studio: the form and, beside it, the panels that follow the record once
 * typing pauses. The live record is held by {@link LiveWizard}, so a keystroke re-renders the form only.
 */
export const StudioWorkbench = memo(function StudioWorkbench({ wizardId, startValue, context, openAt, ids, t }: StudioWorkbenchProps) {
  const registry = useRegistry();
  const [settled, setSettled] = useState<unknown>(startValue);
  const [lastSave, setLastSave] = useState('');
  const onSave = useCallback(async (stepId: string, _saved: unknown, action: string) => setLastSave(t('saved', { step: stepId, action })), [t]);
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={8}>
      <Box as="section" aria-labelledby={`${ids}-form`}>
        <Heading as="h2" id={`${ids}-form`} size="lg" mb={3}>
          {t('formHeading')}
        </Heading>
        {registry.wizards[wizardId] && (
          <LiveWizard wizardId={wizardId} startValue={startValue} context={context} openAt={openAt} onSave={onSave} onSettled={setSettled} />
        )}
        <Text role="status" mt={3} color="fg.muted">
          {lastSave}
        </Text>
      </Box>
      <RecordPanels registry={registry} wizardId={wizardId} value={settled} context={context} ids={ids} t={t} />
    </Grid>
  );
});

interface LiveWizardProps {
  wizardId: string;
  startValue: unknown;
  context: WizardContext | undefined;
  openAt: string | undefined;
  onSave: (stepId: string, value: unknown, action: string) => Promise<void>;
  /** the record once it has rested (rules/releases.json studio.panelsDelayMs) */
  onSettled: (value: unknown) => void;
}

/** The runner on the live record; hands the record up only once it has settled. */
function LiveWizard({ wizardId, startValue, context, openAt, onSave, onSettled }: LiveWizardProps) {
  const [value, setValue] = useState<unknown>(startValue);
  const [completed, setCompleted] = useState<CompletedStep[]>([]);
  const { panelsDelayMs } = studioTiming(useRegistry().bundle);
  const settled = useSettledValue(value, panelsDelayMs, wizardId);
  useEffect(() => onSettled(settled), [settled, onSettled]);
  const productName = String((value as { applicationInfo?: { accountType?: unknown } })?.applicationInfo?.accountType ?? '');
  return (
    <WizardRunner
      wizardId={wizardId}
      value={value}
      onChange={setValue}
      onSave={onSave}
      completedSteps={completed}
      onCompletedStepsChange={setCompleted}
      productName={productName}
      context={context}
      initialStepId={openAt}
    />
  );
}

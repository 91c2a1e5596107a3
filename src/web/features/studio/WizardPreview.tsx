import { useCallback, useId, useMemo, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { WizardContext } from '../../../core/services/context';
import { withContext } from '../../../core/services/context';
import { stepsFor } from '../../../core/wizard/engine';
import { textOf } from '../../forms/forms-context';
import { useRegistry } from '../../forms/registry-context';
import { LabelledSelect } from './LabelledSelect';
import { sampleOf, startRecord } from './start-record';
import { StudioWorkbench } from './StudioWorkbench';

type Start = 'empty' | 'sample';
type Viewer = 'customer' | 'agent';

/** The wizard context of each viewer: an agent holding the application is edit-application mode. */
const CONTEXTS: Record<Viewer, WizardContext | undefined> = { customer: undefined, agent: { editApplication: true } };
/** The "open at" choice meaning: the first step not completed, as the applicant meets it. */
const FIRST_OPEN = '';

/**
 * The studio's preview: every wizard of a release rendered by the real runner on an empty or sample
 * record, as the applicant or as an agent sees it, with the live record and its validation in both
 * modes beside it. The panels follow the record once typing pauses, so a keystroke re-renders only
 * the form. The release is the registry in context (the one the analyst is editing).
 */
export function WizardPreview() {
  const registry = useRegistry();
  const t = useCallback((key: string, vars?: Record<string, unknown>) => textOf(registry, `studio:${key}`, vars), [registry]);
  const wizardIds = Object.keys(registry.wizards).sort();
  const [wizardId, setWizardId] = useState(wizardIds[0] ?? '');
  const [start, setStart] = useState<Start>('empty');
  const [viewer, setViewer] = useState<Viewer>('customer');
  const [openAt, setOpenAt] = useState(FIRST_OPEN);
  const [run, setRun] = useState(0);
  const wizard = wizardId ? registry.wizard(wizardId) : undefined;
  const hasSample = wizardId ? sampleOf(registry.bundle, wizardId) !== undefined : false;
  const [startValue, setStartValue] = useState<unknown>(() => (wizard ? startRecord(registry.bundle, wizard, false) : {}));
  const ids = useId().replace(/:/g, '');

  const context = CONTEXTS[viewer];
  // the steps the start record has for this viewer
  const steps = useMemo(() => (wizard ? stepsFor(wizard, withContext(startValue, context), registry) : []), [wizard, startValue, context, registry]);

  const restart = (nextWizard: string, nextStart: Start, nextOpenAt = FIRST_OPEN, nextViewer = viewer) => {
    setWizardId(nextWizard);
    setStart(nextStart);
    setOpenAt(nextOpenAt);
    setViewer(nextViewer);
    setStartValue(startRecord(registry.bundle, registry.wizard(nextWizard), nextStart === 'sample'));
    setRun((n) => n + 1);
  };

  return (
    <Box>
      <Stack direction={{ base: 'column', md: 'row' }} gap={4} align={{ md: 'flex-end' }} mb={6}>
        <LabelledSelect
          id={`${ids}-wizard`}
          label={t('wizard')}
          value={wizardId}
          onChange={(next) => restart(next, start === 'sample' && sampleOf(registry.bundle, next) ? 'sample' : 'empty')}
        >
          {wizardIds.map((id) => (
            <option key={id} value={id}>
              {textOf(registry, registry.wizard(id).titleKey, undefined, 'wizards')}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect id={`${ids}-start`} label={t('start')} value={start} onChange={(next) => restart(wizardId, next as Start)}>
          <option value="empty">{t('startEmpty')}</option>
          <option value="sample" disabled={!hasSample}>
            {t('startSample')}
          </option>
        </LabelledSelect>
        <LabelledSelect id={`${ids}-viewer`} label={t('viewer')} value={viewer} onChange={(next) => restart(wizardId, start, FIRST_OPEN, next as Viewer)}>
          <option value="customer">{t('viewerCustomer')}</option>
          <option value="agent">{t('viewerAgent')}</option>
        </LabelledSelect>
        <LabelledSelect id={`${ids}-open`} label={t('openAt')} value={openAt} onChange={(next) => restart(wizardId, start, next)}>
          <option value={FIRST_OPEN}>{t('openAtFirst')}</option>
          {steps.map((step) => (
            <option key={step.id} value={step.id}>
              {textOf(registry, step.titleKey, undefined, 'wizards')}
            </option>
          ))}
        </LabelledSelect>
        <Button variant="outline" onClick={() => restart(wizardId, start, openAt)}>
          {t('reset')}
        </Button>
      </Stack>
      {!hasSample && (
        <Text mb={4} color="fg.muted">
          {t('noSample')}
        </Text>
      )}
      <StudioWorkbench key={run} wizardId={wizardId} startValue={startValue} context={context} openAt={openAt || undefined} ids={ids} t={t} />
    </Box>
  );
}

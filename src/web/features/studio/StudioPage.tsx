import { useCallback, useId, useState } from 'react';
import { Box, Button, Container, Grid, Heading, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import type { CompletedStep } from '../../../core/wizard/types';
import { textOf } from '../../forms/forms-context';
import { useRegistry } from '../../forms/registry-context';
import { WizardRunner } from '../../forms/WizardRunner';
import { sampleOf, startRecord } from './start-record';
import { RecordPanels } from './RecordPanels';
import { useSettledValue } from './use-settled-value';

/** How long the record must rest before its JSON and validation panels follow it. */
const PANELS_DELAY_MS = 250;

type Start = 'empty' | 'sample';

/**
 * The form studio (route /studio): every wizard of schemas/ rendered by the real runner on an empty
 * or sample record, with the live record and its validation in both modes beside it. Analysts see
 * their JSON changes here at once under `npm run dev`. The panels follow the record once typing
 * pauses, so a keystroke re-renders only the form.
 */
export default function StudioPage() {
  const registry = useRegistry();
  const t = useCallback((key: string, vars?: Record<string, unknown>) => textOf(registry, `studio:${key}`, vars), [registry]);
  const wizardIds = Object.keys(registry.wizards).sort();
  const [wizardId, setWizardId] = useState(wizardIds[0] ?? '');
  const [start, setStart] = useState<Start>('empty');
  const [run, setRun] = useState(0);
  const wizard = wizardId ? registry.wizard(wizardId) : undefined;
  const hasSample = wizardId ? sampleOf(registry.bundle, wizardId) !== undefined : false;
  const [value, setValue] = useState<unknown>(() => (wizard ? startRecord(registry.bundle, wizard, false) : {}));
  const [completed, setCompleted] = useState<CompletedStep[]>([]);
  const [lastSave, setLastSave] = useState<string>('');
  const ids = useId().replace(/:/g, '');

  const restart = (nextWizard: string, nextStart: Start) => {
    setWizardId(nextWizard);
    setStart(nextStart);
    setValue(startRecord(registry.bundle, registry.wizard(nextWizard), nextStart === 'sample'));
    setCompleted([]);
    setLastSave('');
    setRun((n) => n + 1);
  };

  const settled = useSettledValue(value, PANELS_DELAY_MS, `${wizardId}-${run}`);
  const onSave = useCallback(async (stepId: string, _saved: unknown, action: string) => setLastSave(t('saved', { step: stepId, action })), [t]);
  const productName = String((value as { applicationInfo?: { accountType?: unknown } })?.applicationInfo?.accountType ?? '');

  return (
    <Container maxW="7xl" py={6}>
      <Heading as="h1" size="xl" mb={2}>
        {t('title')}
      </Heading>
      <Text mb={6}>{t('intro')}</Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap={4} align={{ md: 'flex-end' }} mb={6}>
        <Box>
          <chakra.label htmlFor={`${ids}-wizard`} display="block" fontWeight="medium" mb={1}>
            {t('wizard')}
          </chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field id={`${ids}-wizard`} value={wizardId} onChange={({ target }) => restart(target.value, start === 'sample' && sampleOf(registry.bundle, target.value) ? 'sample' : 'empty')}>
              {wizardIds.map((id) => (
                <option key={id} value={id}>
                  {textOf(registry, registry.wizard(id).titleKey, undefined, 'wizards')}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box>
          <chakra.label htmlFor={`${ids}-start`} display="block" fontWeight="medium" mb={1}>
            {t('start')}
          </chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field id={`${ids}-start`} value={start} onChange={({ target }) => restart(wizardId, target.value as Start)}>
              <option value="empty">{t('startEmpty')}</option>
              <option value="sample" disabled={!hasSample}>
                {t('startSample')}
              </option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Button variant="outline" onClick={() => restart(wizardId, start)}>
          {t('reset')}
        </Button>
      </Stack>
      {!hasSample && <Text mb={4} color="fg.muted">{t('noSample')}</Text>}
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={8}>
        <Box as="section" aria-labelledby={`${ids}-form`}>
          <Heading as="h2" id={`${ids}-form`} size="lg" mb={3}>
            {t('formHeading')}
          </Heading>
          {wizard && (
            <WizardRunner
              key={`${wizardId}-${run}`}
              wizardId={wizardId}
              value={value}
              onChange={setValue}
              onSave={onSave}
              completedSteps={completed}
              onCompletedStepsChange={setCompleted}
              productName={productName}
            />
          )}
          <Text role="status" mt={3} color="fg.muted">
            {lastSave}
          </Text>
        </Box>
        <RecordPanels registry={registry} wizardId={wizardId} value={settled} ids={ids} t={t} />
      </Grid>
    </Container>
  );
}

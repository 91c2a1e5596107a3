import { memo, useMemo } from 'react';
import { Box, Heading, chakra } from '@chakra-ui/react';
import type { Registry } from '../../../core/schema/registry';
import { withContext, type WizardContext } from '../../../core/services/context';
import { ValidationReport } from './ValidationReport';

interface RecordPanelsProps {
  registry: Registry;
  wizardId: string;
  value: unknown;
  /** the viewer's wizard context: decides which steps exist (it is not part of the record) */
  context?: WizardContext;
  ids: string;
  t: (key: string, vars?: Record<string, unknown>) => string;
}

/** The record's validation in both modes and the record itself; rendered again only for a new (settled) value. */
export const RecordPanels = memo(function RecordPanels({ registry, wizardId, value, context, ids, t }: RecordPanelsProps) {
  const judged = useMemo(() => withContext(value, context), [value, context]);
  const draft = useMemo(() => (wizardId ? registry.validateValue(wizardId, judged, 'draft') : []), [registry, wizardId, judged]);
  const submit = useMemo(() => (wizardId ? registry.validateValue(wizardId, judged, 'submit') : []), [registry, wizardId, judged]);
  const json = useMemo(() => JSON.stringify(value, null, 2), [value]);
  return (
    <Box>
      <Box as="section" aria-labelledby={`${ids}-validation`} mb={6}>
        <Heading as="h2" id={`${ids}-validation`} size="lg" mb={3}>
          {t('validation')}
        </Heading>
        <ValidationReport id={`${ids}-draft`} heading={t('draft', { count: draft.length })} errors={draft} noErrors={t('noErrors')} />
        <ValidationReport id={`${ids}-submit`} heading={t('submit', { count: submit.length })} errors={submit} noErrors={t('noErrors')} />
      </Box>
      <Heading as="h2" id={`${ids}-record`} size="lg" mb={3}>
        {t('record')}
      </Heading>
      {/* JSON is code: it reads left to right on an Arabic page too */}
      <chakra.pre
        dir="ltr"
        role="region"
        aria-labelledby={`${ids}-record`}
        tabIndex={0}
        fontSize="xs"
        bg="bg.muted"
        p={3}
        borderRadius="md"
        overflow="auto"
        maxH="32rem"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.700' }}
      >
        {json}
      </chakra.pre>
    </Box>
  );
});

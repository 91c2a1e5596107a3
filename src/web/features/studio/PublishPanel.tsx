import { useId, useState } from 'react';
import { Box, Button, Heading, List, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import type { ReleaseChecked } from '../../../core/api/releases';

type T = (key: string, vars?: Record<string, unknown>) => string;

export interface PublishPanelProps {
  /** the check of the files as they are now; undefined while it runs or cannot */
  checked: ReleaseChecked | undefined;
  /** a file is not JSON */
  invalid: boolean;
  t: T;
  onPublish(note: string): Promise<void>;
}

/** The changed files, the drafts the change reopens, and the note the publication is made with. */
export function PublishPanel({ checked, invalid, t, onPublish }: PublishPanelProps) {
  const ids = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const changed = checked?.changed ?? [];
  const ready = !invalid && checked !== undefined && checked.findings.length === 0 && changed.length > 0 && note.trim() !== '';
  return (
    <Box as="section" aria-labelledby={`${ids}-changed`}>
      <Heading as="h2" size="md" id={`${ids}-changed`} mb="2">
        {t('desk.changedTitle')}
      </Heading>
      {changed.length === 0 ? (
        <Text mb="3">{t('desk.noChanges')}</Text>
      ) : (
        <List.Root ps="5" mb="3" data-testid="changed-files">
          {changed.map((file) => (
            <List.Item key={file}>{file}</List.Item>
          ))}
        </List.Root>
      )}
      {checked && changed.length > 0 && (
        <Box mb="3" data-testid="reopens">
          <Text>{t('desk.reopens', { count: checked.reopens })}</Text>
          {checked.reopenedSteps.length > 0 && (
            <List.Root ps="5" data-testid="reopened-steps">
              {checked.reopenedSteps.map((step) => (
                <List.Item key={step.title}>{t('desk.reopenedStep', { step: step.title, count: step.drafts })}</List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      )}
      <Stack gap="2" maxW="40rem">
        <chakra.label htmlFor={`${ids}-note`} fontWeight="medium">
          {t('desk.note')}
        </chakra.label>
        <Textarea id={`${ids}-note`} value={note} rows={2} onChange={(event) => setNote(event.target.value)} />
        <Button
          colorPalette="brand"
          width="fit-content"
          disabled={!ready}
          loading={busy}
          loadingText={t('desk.publishing')}
          onClick={() => {
            setBusy(true);
            void onPublish(note.trim())
              .then(() => setNote(''))
              .finally(() => setBusy(false));
          }}
        >
          {t('desk.publish')}
        </Button>
      </Stack>
    </Box>
  );
}

import { useState } from 'react';
import { Badge, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { addNote, getHistory } from '../../api/agent';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { useServerRead } from '../../api/use-server-read';
import { agentSessionAtom } from '../../app/state/agent';
import { displayDateTime } from '../../app/account-name';
import { StepForm } from '../../forms/StepForm';
import type { History } from '../../../core/api/agents';

type Json = Record<string, unknown>;
type Line = History['lines'][number];
const EMPTY: Json = { text: '', forCustomer: false };

/**
 * Notes and status history (rule NOTES): the officers' internal notes, the notes for the customer,
 * each status change with its note and the customer's uploads, oldest first, each with its author and
 * time; a note is added below (officers only unless the officer says the customer may read it).
 */
export function NotesSection({ prospectId }: { prospectId: string }) {
  const { t } = useTranslation('agent');
  const agent = useAtomValue(agentSessionAtom);
  const handleError = useApiErrorHandler();
  const history = useServerRead(agent ? ['history', agent.agentId, prospectId] : null, () => getHistory(agent!, prospectId));
  const [value, setValue] = useState<Json>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  // a new form after each note: its errors and touched state start afresh
  const [formKey, setFormKey] = useState(0);

  const submit = async (next: Json) => {
    if (!agent) return;
    setBusy(true);
    setAdded(false);
    try {
      await addNote(agent, prospectId, { text: String(next.text ?? '').trim(), forCustomer: next.forCustomer === true });
      setValue(EMPTY);
      setFormKey((n) => n + 1);
      setAdded(true);
      await history.mutate();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  const who = (line: Line) => t(`trail.actors.${line.actorKind}`, { id: line.actorId, defaultValue: line.actorKind });
  const what = (line: Line) => t(`notes.kinds.${line.kind}`, { status: line.subject ?? '', file: line.text });
  const lines = history.data?.lines ?? [];

  return (
    <Stack as="section" aria-labelledby="overview-notes" gap="3" maxW="48rem">
      <Heading as="h2" size="lg" id="overview-notes">
        {t('notes.title')}
      </Heading>
      {history.isLoading && <Text>{t('notes.loading')}</Text>}
      {history.data && lines.length === 0 && <Text>{t('notes.empty')}</Text>}
      {lines.length > 0 && (
        <List.Root as="ol" listStyle="none" ms="0" gap="3" aria-label={t('notes.caption')} data-testid="notes">
          {lines.map((line) => (
            <List.Item key={line.id} borderWidth="1px" borderRadius="md" p="3" data-kind={line.kind}>
              <Stack gap="1">
                <Box display="flex" flexWrap="wrap" gap="2" alignItems="baseline">
                  <Badge colorPalette={line.kind === 'internal' ? 'gray' : line.kind === 'customer' ? 'blue' : line.kind === 'answer' ? 'green' : 'orange'}>
                    {what(line)}
                  </Badge>
                  <Text fontSize="sm" color="fg.muted">
                    {displayDateTime(line.at)} · {who(line)}
                  </Text>
                </Box>
                {line.kind !== 'answer' && line.text && <Text overflowWrap="anywhere">{line.text}</Text>}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {added && (
        <Text role="status" color="green.800">
          {t('notes.added')}
        </Text>
      )}
      <StepForm
        key={formKey}
        stepKey="search/note"
        idPrefix="note"
        value={value}
        onChange={(next) => setValue(next as Json)}
        onSubmit={(next) => void submit(next as Json)}
        disabled={busy}
      >
        <Button type="submit" variant="outline" colorPalette="brand" mt="3" loading={busy}>
          {t('notes.add')}
        </Button>
      </StepForm>
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { getTrail } from '../../api/agent';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { useServerRead } from '../../api/use-server-read';
import { agentSessionAtom } from '../../app/state/agent';
import { displayDateTime } from '../../app/account-name';
import type { TrailPage } from '../../../core/api/agents';

type Entry = TrailPage['entries'][number];

/** A value as one line of text: a list joined, nothing as a dash. */
function shown(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  if (Array.isArray(value)) return value.map((item) => shown(item, none)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Who changed what in the application (rule TRAIL), newest first: each changed answer under its
 * label with its value before and after, each officer's action; older entries a page at a time.
 */
export function TrailSection({ prospectId }: { prospectId: string }) {
  const { t } = useTranslation('agent');
  const agent = useAtomValue(agentSessionAtom);
  const handleError = useApiErrorHandler();
  const first = useServerRead(agent ? ['trail', agent.agentId, prospectId] : null, () => getTrail(agent!, prospectId));
  const [older, setOlder] = useState<Entry[]>([]);
  const [next, setNext] = useState<number | undefined | null>(null);
  const [loading, setLoading] = useState(false);
  const entries = [...(first.data?.entries ?? []), ...older];
  const more = next === null ? first.data?.next : next;

  const loadMore = async () => {
    if (!agent || more === undefined) return;
    setLoading(true);
    try {
      const page = await getTrail(agent, prospectId, more);
      setOlder((now) => [...now, ...page.entries]);
      setNext(page.next);
    } catch (error) {
      handleError(error);
    } finally {
      setLoading(false);
    }
  };

  const who = (entry: Entry) => t(`trail.actors.${entry.actorKind}`, { id: entry.actorId, defaultValue: entry.actorKind });
  const what = (entry: Entry) => t(`trail.actions.${entry.action}`, { defaultValue: entry.action });
  const field = (entry: Entry) => entry.label ?? (entry.field ? t(`trail.fields.${entry.field}`, { defaultValue: entry.field }) : '');
  const none = t('trail.none');

  return (
    <Stack as="section" aria-labelledby="overview-trail" gap="3">
      <Heading as="h2" size="lg" id="overview-trail">
        {t('trail.title')}
      </Heading>
      {first.isLoading && <Text>{t('trail.loading')}</Text>}
      {first.data && entries.length === 0 && <Text>{t('trail.empty')}</Text>}
      {/* focusable: on a phone the table scrolls sideways, and a keyboard must reach what is off screen */}
      {entries.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="group" aria-labelledby="overview-trail">
          <Table.Root size="sm" data-testid="trail">
            <Table.Caption srOnly>{t('trail.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('trail.when')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('trail.who')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('trail.what')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('trail.field')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('trail.before')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('trail.after')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell whiteSpace="nowrap">{displayDateTime(entry.at)}</Table.Cell>
                  <Table.Cell>{who(entry)}</Table.Cell>
                  <Table.Cell>{entry.note ? t('trail.withNote', { what: what(entry), note: entry.note }) : what(entry)}</Table.Cell>
                  <Table.Cell>{field(entry)}</Table.Cell>
                  <Table.Cell>{entry.field ? shown(entry.oldValue, none) : ''}</Table.Cell>
                  <Table.Cell>{entry.field ? shown(entry.newValue, none) : ''}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {more !== undefined && (
        <Button variant="outline" alignSelf="start" loading={loading} onClick={() => void loadMore()}>
          {t('trail.more')}
        </Button>
      )}
    </Stack>
  );
}

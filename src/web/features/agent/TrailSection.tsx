import { useState, type ReactNode } from 'react';
import { Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { stackedOnPhone } from '../../components/stacked-table';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { getOfficerTrail, getTrail } from '../../api/agent';
import { OverviewLink } from './OverviewLink';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { useServerRead } from '../../api/use-server-read';
import { agentSessionAtom } from '../../app/state/agent';
import { displayDateTime } from '../../app/account-name';
import type { TrailPage } from '../../../core/api/agents';

type Entry = TrailPage['entries'][number];

/** The table's columns, in order; each names its heading (agent.json trail.<column>). One officer's trail names the application instead of who. */
const APPLICATION_COLUMNS = ['when', 'who', 'what', 'field', 'before', 'after'] as const;
const OFFICER_COLUMNS = ['when', 'application', 'what', 'field', 'before', 'after'] as const;
type Column = (typeof APPLICATION_COLUMNS)[number] | (typeof OFFICER_COLUMNS)[number];

/**
 * What the record stores with no words of its own (the path of a field no step shows, its coded
 * value), as stored: left to right and marked as not for translation, like a reference.
 */
// a plain span: Chakra reads a `translate` prop as the CSS property of that name
const Stored = ({ children }: { children: string }) => (
  <span dir="ltr" translate="no" data-stored="">
    {children}
  </span>
);

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
export function TrailSection(props: { prospectId: string } | { officerId: string; officerName: string }) {
  const { t } = useTranslation('agent');
  const agent = useAtomValue(agentSessionAtom);
  const handleError = useApiErrorHandler();
  // an application's trail, or (for a supervisor) one officer's across the applications
  const ofOfficer = 'officerId' in props;
  const subject = ofOfficer ? props.officerId : props.prospectId;
  const read = (before?: number) => (ofOfficer ? getOfficerTrail(agent!, props.officerId, before) : getTrail(agent!, props.prospectId, before));
  const first = useServerRead(agent ? ['trail', agent.agentId, ofOfficer ? 'officer' : 'application', subject] : null, () => read());
  const [older, setOlder] = useState<Entry[]>([]);
  const [next, setNext] = useState<number | undefined | null>(null);
  const [loading, setLoading] = useState(false);
  const entries = [...(first.data?.entries ?? []), ...older];
  const more = next === null ? first.data?.next : next;

  const loadMore = async () => {
    if (!agent || more === undefined) return;
    setLoading(true);
    try {
      const page = await read(more);
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
  // the server names a field in the officer's language, also one no step shows (agents.json trail.unshownFields)
  const field = (entry: Entry): ReactNode => entry.label ?? (entry.field ? <Stored>{entry.field}</Stored> : '');
  const value = (words: string | null, stored: unknown): ReactNode => {
    if (words !== null) return words;
    const text = shown(stored, none);
    return text === none ? none : <Stored>{text}</Stored>;
  };
  const none = t('trail.none');
  const columns: readonly Column[] = ofOfficer ? OFFICER_COLUMNS : APPLICATION_COLUMNS;
  const titleId = ofOfficer ? 'officer-trail' : 'overview-trail';

  return (
    <Stack as="section" aria-labelledby={titleId} gap="3">
      <Heading as="h2" size="lg" id={titleId}>
        {ofOfficer ? t('trail.officerTitle', { name: props.officerName }) : t('trail.title')}
      </Heading>
      {first.isLoading && <Text>{t('trail.loading')}</Text>}
      {first.data && entries.length === 0 && <Text>{t('trail.empty')}</Text>}
      {entries.length > 0 && (
        // long values wrap; what still does not fit scrolls, and a keyboard reaches it (the box takes focus)
        <Box overflowX="auto" tabIndex={0} role="group" aria-labelledby={titleId}>
          {/* on a phone each entry is a block, each value under its column's name */}
          <Table.Root size="sm" data-testid="trail" css={stackedOnPhone()}>
            <Table.Caption srOnly>{t('trail.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column} scope="col">
                    {t(`trail.${column}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => {
                const cells: Record<Column, ReactNode> = {
                  when: displayDateTime(entry.at),
                  who: who(entry),
                  application: entry.prospectId ? <OverviewLink prospectId={entry.prospectId}>{entry.prospectId}</OverviewLink> : '',
                  what: entry.note ? t('trail.withNote', { what: what(entry), note: entry.note }) : what(entry),
                  field: field(entry),
                  // the server words a value in the officer's language where its step does (a country by its name)
                  before: entry.field ? value(entry.oldWords, entry.oldValue) : '',
                  after: entry.field ? value(entry.newWords, entry.newValue) : '',
                };
                return (
                  <Table.Row key={entry.id}>
                    {columns.map((column) => (
                      <Table.Cell key={column} data-label={t(`trail.${column}`)} overflowWrap="anywhere">
                        {cells[column]}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {more !== undefined && (
        <Button variant="outline" alignSelf="start" loading={loading} onClick={() => void loadMore()}>
          {t('trail.more')}
        </Button>
      )}
    </Stack>
  );
}

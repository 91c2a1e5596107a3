import { useId, useState } from 'react';
import { Badge, Box, Button, HStack, Input, NativeSelect, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from '../../app/i18n';
import { assignApplication, getQueue } from '../../api/agent';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { useServerRead } from '../../api/use-server-read';
import { agentSessionAtom } from '../../app/state/agent';
import { Loading } from '../../components/Loading';
import { PageTitle } from '../../components/PageTitle';
import { stackedOnPhone } from '../../components/stacked-table';
import type { QueueLine } from '../../../core/api/agents';
import { OfficerActivity } from './OfficerActivity';
import { OverviewLink } from './OverviewLink';
import { statusName } from '../../app/status-name';

/** The filters of the queue and their choices ('' is the server's default); each is a query parameter of the page's address. */
const FILTERS = {
  scope: ['mine', 'bank'],
  status: ['', 'draft', 'submitted', 'stopped', 'duplicate'],
  waitingFor: ['', 'bank', 'customer'],
  sort: ['waiting', 'updated', 'created'],
} as const;
type Filter = keyof typeof FILTERS;
/** The date filters (YYYY-MM-DD, both days included), also query parameters of the page's address. */
const DATES = ['submittedFrom', 'submittedTo', 'updatedFrom', 'updatedTo'] as const;
type DateFilter = (typeof DATES)[number];

/**
 * /agent/Queue: the officer's home. The applications of their book (a supervisor may choose the
 * whole bank), filtered and sorted, a page at a time, each with whom it waits for and for how long
 * (late ones marked, against the service time of rules/agents.json queue). The filters live in the
 * page's address, so a queue can be bookmarked or opened in another tab.
 */
export default function QueuePage() {
  const { t } = useTranslation(['pages', 'agent', 'comeback']);
  const agent = useAtomValue(agentSessionAtom);
  const handleError = useApiErrorHandler();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const ids = useId();
  const params = new URLSearchParams(search);
  // the queue's own filters; `officer` is the supervisor's choice below it
  const queueParams = new URLSearchParams(search);
  queueParams.delete('officer');
  const query = queueParams.toString();
  const read = useServerRead(agent ? ['queue', agent.agentId, query] : null, () => getQueue(agent!, query));
  const [taking, setTaking] = useState<string | null>(null);
  const page = read.data;

  const set = (changes: Partial<Record<Filter | DateFilter | 'page' | 'officer', string>>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    // a new filter starts again at the first page
    if (!('page' in changes) && !('officer' in changes)) next.delete('page');
    const text = next.toString();
    navigate(text ? `${location}?${text}` : location, { replace: true });
  };

  const take = async (line: QueueLine) => {
    if (!agent) return;
    setTaking(line.prospectId);
    try {
      await assignApplication(agent, line.prospectId);
      await read.mutate();
    } catch (error) {
      handleError(error);
    } finally {
      setTaking(null);
    }
  };

  const choice = (filter: Filter, value: string) => {
    if (value === '') return filter === 'status' ? t('agent:queue.statusAny') : t('agent:queue.waitingAny');
    if (filter === 'scope') return value === 'mine' ? t('agent:queue.scopeMine', { roCode: agent?.roCode ?? '' }) : t('agent:queue.scopeBank');
    return t(`agent:queue.${filter === 'status' ? 'statuses' : filter === 'sort' ? 'sorts' : 'waiting'}.${value}`);
  };
  const shown: Filter[] = agent?.supervisor ? ['scope', 'status', 'waitingFor', 'sort'] : ['status', 'waitingFor', 'sort'];
  const labels: Record<Filter, string> = {
    scope: t('agent:queue.scope'),
    status: t('agent:queue.status'),
    waitingFor: t('agent:queue.waitingFor'),
    sort: t('agent:queue.sort'),
  };
  const columns = ['name', 'company', 'state', 'age', 'lead', 'owner'] as const;

  return (
    <Stack gap="5">
      <PageTitle>{t('pages:workQueue.title')}</PageTitle>
      <Text color="ink.700">{t('agent:queue.intro')}</Text>
      <Stack as="form" direction={{ base: 'column', md: 'row' }} wrap="wrap" gap="4" onSubmit={(event) => event.preventDefault()}>
        {shown.map((filter) => (
          <Box key={filter}>
            <chakra.label htmlFor={`${ids}-${filter}`} display="block" fontWeight="medium" mb="1">
              {labels[filter]}
            </chakra.label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id={`${ids}-${filter}`}
                value={params.get(filter) ?? FILTERS[filter][0]}
                onChange={({ target }) => set({ [filter]: target.value })}
              >
                {FILTERS[filter].map((value) => (
                  <option key={value} value={value}>
                    {choice(filter, value)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
        ))}
        {DATES.map((filter) => (
          <Box key={filter}>
            <chakra.label htmlFor={`${ids}-${filter}`} display="block" fontWeight="medium" mb="1">
              {t(`agent:queue.dates.${filter}`)}
            </chakra.label>
            <Input id={`${ids}-${filter}`} type="date" value={params.get(filter) ?? ''} onChange={({ target }) => set({ [filter]: target.value })} />
          </Box>
        ))}
      </Stack>

      <Stack gap="3" aria-live="polite">
        {read.isLoading && <Loading text={t('agent:queue.loading')} />}
        {read.error && !read.isValidating && (
          <Stack gap="2" align="start">
            <Text role="alert">{t('agent:queue.failed')}</Text>
            <Button onClick={() => void read.mutate()}>{t('agent:queue.retry')}</Button>
          </Stack>
        )}
        {page && page.items.length === 0 && (
          <Text role="status" data-testid="queue-empty">
            {t('agent:queue.empty')}
          </Text>
        )}
        {page && page.items.length > 0 && (
          // the table scrolls inside its box, never the page; positioned, so the column header kept for
          // screen readers (absolutely placed, at the table's far end) scrolls with it instead of widening the page
          <Box overflowX="auto" maxW="100%" position="relative">
            <Table.Root size="sm" data-testid="queue" css={stackedOnPhone()}>
              <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="2">
                {t('agent:queue.found', { count: page.total })}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  {columns.map((column) => (
                    <Table.ColumnHeader key={column} scope="col">
                      {t(`agent:queue.${column}`)}
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader scope="col">
                    <chakra.span srOnly>{t('agent:queue.take')}</chakra.span>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.items.map((line) => (
                  <Table.Row key={line.prospectId} data-late={line.late || undefined}>
                    <Table.Cell data-label={t('agent:queue.name')}>
                      <OverviewLink prospectId={line.prospectId}>{line.fullName || line.prospectId}</OverviewLink>
                    </Table.Cell>
                    <Table.Cell data-label={t('agent:queue.company')}>
                      <span translate="no">{line.companyName}</span>
                    </Table.Cell>
                    <Table.Cell data-label={t('agent:queue.state')}>{statusName(t, line.status)}</Table.Cell>
                    <Table.Cell data-label={t('agent:queue.age')}>
                      {line.waitingFor && line.ageWorkingDays !== null
                        ? t('agent:queue.ageDays', { count: line.ageWorkingDays, who: t(`agent:queue.waiting.${line.waitingFor}`).toLowerCase() })
                        : t('agent:queue.notWaiting')}
                      {line.late && (
                        <Badge ms="2" colorPalette="red" variant="solid">
                          {t('agent:queue.late')}
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell data-label={t('agent:queue.lead')}>
                      {/* a reference in its own fixed format: left to right and never translated, also in Arabic */}
                      <span translate="no" dir="ltr">
                        {line.prospectId}
                      </span>
                    </Table.Cell>
                    <Table.Cell data-label={t('agent:queue.owner')}>{line.roCode}</Table.Cell>
                    <Table.Cell>
                      {line.roCode === agent?.roCode ? (
                        <Text as="span" color="ink.700" fontSize="sm">
                          {t('agent:queue.taken')}
                        </Text>
                      ) : (
                        <Button
                          size="xs"
                          variant="outline"
                          loading={taking === line.prospectId}
                          aria-label={t('agent:queue.takeLabel', { name: line.fullName || line.prospectId })}
                          onClick={() => void take(line)}
                        >
                          {t('agent:queue.take')}
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        {page && page.pageCount > 1 && (
          <HStack as="nav" aria-label={t('agent:queue.page', { page: page.page, pageCount: page.pageCount })} gap="3">
            <Button size="sm" variant="outline" disabled={page.page <= 1} onClick={() => set({ page: String(page.page - 1) })}>
              {t('agent:queue.previous')}
            </Button>
            <Text>{t('agent:queue.page', { page: page.page, pageCount: page.pageCount })}</Text>
            <Button size="sm" variant="outline" disabled={page.page >= page.pageCount} onClick={() => set({ page: String(page.page + 1) })}>
              {t('agent:queue.next')}
            </Button>
          </HStack>
        )}
      </Stack>
      {agent?.supervisor && <OfficerActivity chosen={params.get('officer')} onChoose={(agentId) => set({ officer: agentId })} />}
    </Stack>
  );
}

import { useCallback, useState, type ReactNode } from 'react';
import { Badge, Box, Button, DataList, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { Loading } from '../../components/Loading';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { Link, useLocation } from 'wouter';
import type { ProspectOverview } from '../../../core/api/search';
import { enterApplication, getOverview, takeApplication } from '../../api/agent';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { useServerRead } from '../../api/use-server-read';
import { ApiError } from '../../api/http';
import { ReleaseScope } from '../../app/release';
import { BASE, pathOf, routes } from '../../app/routes';
import { agentSessionAtom } from '../../app/state/agent';
import { PageTitle } from '../../components/PageTitle';
import { BankStatusForm } from './BankStatusForm';
import { DocumentsSection } from './DocumentsSection';
import { NotesSection } from './NotesSection';
import { TrailSection } from './TrailSection';
import { WholeApplicationSection } from './WholeApplicationSection';
import { kycOf, personName, storedDocuments, text } from './overview-parts';
import { pushAgentEvent } from '../../app/analytics';
import { agentRules } from '../../app/rules';
import { overviewFacts } from './overview-facts';
import { displayDateTime } from '../../app/account-name';
import { statusName } from '../../app/status-name';

/** The page a stored view id opens ("/SelectServices"), the first form step when it names none. */
function viewPath(viewId: unknown): string {
  const path = typeof viewId === 'string' ? `${BASE}${viewId}` : '';
  return routes.some((r) => r.path === path && r.flow === 'application') ? path : pathOf('companyInfo');
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Facts({ items }: { items: [string, string][] }) {
  const { t } = useTranslation('agent');
  return (
    // label beside the value on a desktop, above it on a phone; a long e-mail address wraps
    <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="md">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW={{ md: '12rem' }}>{label}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{value || t('overview.notGiven')}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** /agent/SearchedAppInfo/{id}: company, stakeholders, status, documents, screening, who changed what; Edit opens it in edit-application mode. */
export default function SearchedAppInfoPage({ params }: { params: { id?: string } }) {
  const { t } = useTranslation(['pages', 'agent', 'errors', 'accounts']);
  const store = useStore();
  const agent = useAtomValue(agentSessionAtom);
  const handleError = useApiErrorHandler();
  const [, navigate] = useLocation();
  const id = params.id ?? '';
  // keyed by officer and application, not by the (sliding) token
  const read = useServerRead(agent && id ? ['overview', agent.agentId, id] : null, () => getOverview(agent!, id), {
    onLoaded: (overview) => pushAgentEvent('overview', String(overview.application.accountType ?? '')),
  });
  const overview = read.data;
  const [opening, setOpening] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const edit = useCallback(
    async (overview: ProspectOverview) => {
      if (!agent) return;
      setOpening(true);
      setRefusal(null);
      try {
        await takeApplication(agent, overview.prospectId);
        pushAgentEvent('edit', String(overview.application.accountType ?? ''));
        enterApplication(store, agent, { prospectId: overview.prospectId, countryCode: overview.summary.countryCode, mobileNo: overview.summary.mobileNo });
        navigate(viewPath(overview.application.viewId));
      } catch (error) {
        setOpening(false);
        if (error instanceof ApiError && error.status === 423)
          setRefusal(
            t(`agent:overview.editRefusals.${error.errorCode}`, { defaultValue: t(`errors:codes.${error.errorCode}`, { defaultValue: error.message }) }),
          );
        else handleError(error);
      }
    },
    [agent, store, navigate, handleError, t],
  );

  return (
    <Stack gap="6">
      <PageTitle srOnly>{t('pages:searchedAppInfo.title')}</PageTitle>
      <Link href={pathOf('searchProspect')} style={{ color: 'var(--chakra-colors-brand-700)', fontWeight: 600, width: 'fit-content' }}>
        {t('agent:overview.back')}
      </Link>
      {read.isLoading && <Loading text={t('agent:overview.loading')} py="10" />}
      {read.error && !read.isValidating && (
        <Stack gap="3" align="start">
          <Text role="alert">{t('agent:overview.failed')}</Text>
          <Button onClick={() => void read.mutate()}>{t('agent:overview.retry')}</Button>
        </Stack>
      )}
      {overview && (
        // a submitted application in the words of the release it was submitted under
        <ReleaseScope releaseId={overview.releaseId} pending={<Loading text={t('agent:overview.loading')} py="10" />}>
          <Overview overview={overview} opening={opening} refusal={refusal} onEdit={() => void edit(overview)} onChanged={() => void read.mutate()} />
        </ReleaseScope>
      )}
    </Stack>
  );
}

function Overview({
  overview,
  opening,
  refusal,
  onEdit,
  onChanged,
}: {
  overview: ProspectOverview;
  opening: boolean;
  refusal: string | null;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation(['agent', 'errors', 'accounts', 'comeback']);
  const { summary, company } = overview;
  const documents = storedDocuments(overview.documents);
  const editReason = overview.edit.allowed ? null : (overview.edit.reason ?? 'BLOCK_EDITING');
  const companyName = text(company.companyName) || text(summary.companyName);
  return (
    <Stack gap="8">
      <Stack gap="3">
        <Heading as="h2" size="xl" id="overview-title">
          {companyName || text(summary.fullName) || overview.prospectId}
        </Heading>
        <Text color="ink.700">{t('agent:overview.leadNumber', { prospectId: overview.prospectId })}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }}>
          <Button
            colorPalette="brand"
            onClick={onEdit}
            disabled={!!editReason || opening}
            loading={opening}
            loadingText={t('agent:overview.editing')}
            aria-describedby="edit-help"
          >
            {t('agent:overview.edit')}
          </Button>
          <Text id="edit-help" fontSize="sm" color="ink.700">
            {editReason
              ? // the officer's words for why (agent.json overview.editRefusals), not the customer's
                t(`agent:overview.editRefusals.${editReason}`, { defaultValue: t(`errors:codes.${editReason}`, { defaultValue: editReason }) })
              : overview.roEditing.byMe
                ? t('agent:overview.heldByYou')
                : t('agent:overview.editHelp')}
          </Text>
        </Stack>
        {overview.roEditing.held && !overview.roEditing.byMe && overview.roEditing.by && (
          <Text color="ink.700" data-testid="held-by">
            {t('agent:overview.heldBy', { name: overview.roEditing.by, time: displayDateTime(overview.roEditing.since) })}
          </Text>
        )}
        {refusal && (
          <Text role="alert" color="red.700">
            {refusal}
          </Text>
        )}
      </Stack>

      <Section id="overview-status" title={t('agent:overview.status')}>
        <Box>
          <Badge size="lg" colorPalette="brand" variant="subtle" data-testid="overview-status">
            {statusName(t, overview.status)}
          </Badge>
          {overview.statusNotes && <Text mt="2">{t('agent:overview.statusNotes', { note: overview.statusNotes })}</Text>}
        </Box>
      </Section>

      <Section id="overview-company" title={t('agent:overview.company')}>
        <Facts items={overviewFacts(agentRules.overviewFacts, overview, t)} />
      </Section>

      <Section id="overview-stakeholders" title={t('agent:overview.stakeholders')}>
        {overview.stakeholders.length === 0 ? (
          <Text>{t('agent:overview.noStakeholders')}</Text>
        ) : (
          <List.Root ps="5">
            {overview.stakeholders.map((person, index) => {
              const kyc = kycOf(person);
              const roles = [
                kyc.isSignatory === true ? t('agent:overview.signatory') : null,
                kyc.isShareholder === true ? t('agent:overview.shareholder', { percentage: text(kyc.shareHoldingPercentage) || '0' }) : null,
              ].filter(Boolean);
              return (
                <List.Item key={text(person.signatoryId) || index}>
                  {personName(person)}
                  {roles.length > 0 ? ` — ${roles.join(', ')}` : ''}
                </List.Item>
              );
            })}
          </List.Root>
        )}
      </Section>

      <Section id="overview-documents" title={t('agent:overview.documents')}>
        <DocumentsSection prospectId={overview.prospectId} documents={documents} />
      </Section>

      <Section id="overview-screening" title={t('agent:overview.screening')}>
        {!overview.screening || overview.screeningLines.length === 0 ? (
          <Text>{t('agent:overview.noScreening')}</Text>
        ) : (
          <Stack gap="2">
            <Text>
              {t('agent:overview.screeningOverall', {
                // in words: screening.json statusOverAll's values name the sentences (a value without one is shown as it is)
                status: t(`agent:overview.screeningStates.${text(overview.screening.statusOverAll)}`, { defaultValue: text(overview.screening.statusOverAll) }),
              })}
            </Text>
            <Box overflowX="auto">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader scope="col">{t('agent:overview.check')}</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">{t('agent:overview.checkStatus')}</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">{t('agent:overview.reason')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {/* the server words each line in the officer's language */}
                  {overview.screeningLines.map((line, index) => (
                    <Table.Row key={index} data-fired={line.fired || undefined}>
                      <Table.Cell>{line.check}</Table.Cell>
                      <Table.Cell>{line.status}</Table.Cell>
                      <Table.Cell>{line.reason}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </Stack>
        )}
      </Section>

      {/* only where a status can be set: a submitted application the bank has not closed */}
      {overview.statusChange?.allowed && (
        <BankStatusForm prospectId={overview.prospectId} productName={String(overview.application.accountType ?? '')} onChanged={onChanged} />
      )}

      <NotesSection key={`notes-${overview.version}`} prospectId={overview.prospectId} />

      <WholeApplicationSection key={`whole-${overview.version}`} prospectId={overview.prospectId} />

      <TrailSection key={overview.version} prospectId={overview.prospectId} />
    </Stack>
  );
}

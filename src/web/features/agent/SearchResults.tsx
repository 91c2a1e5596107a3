import { Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import { OverviewLink } from './OverviewLink';
import type { SearchLine } from '../../../core/api/search';
import { accountNameOf, displayDate, displayDateTime } from '../../app/account-name';
import { stackedOnPhone } from '../../components/stacked-table';
import { statusName } from '../../app/status-name';

/** The applications a search found, as a table with headers; the name opens the overview. */
export function SearchResults({ results }: { results: SearchLine[] }) {
  const { t } = useTranslation(['agent', 'accounts', 'comeback']);
  return (
    <Box overflowX="auto" maxW="100%" position="relative">
      <Table.Root size="sm" data-testid="search-results" css={stackedOnPhone()}>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="2">
          {t('agent:search.found', { count: results.length })}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('agent:search.name')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('agent:search.company')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('agent:search.accountType')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('agent:search.status')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('agent:search.lead')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('agent:search.updated')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {results.map((result) => (
            <Table.Row key={result.prospectId}>
              <Table.Cell data-label={t('agent:search.name')}>
                <OverviewLink prospectId={result.prospectId}>{result.fullName || result.prospectId}</OverviewLink>
              </Table.Cell>
              <Table.Cell data-label={t('agent:search.company')}>
                {(result.companyName && <span translate="no">{result.companyName}</span>) || (
                  <Text as="span" color="ink.700">
                    {t('agent:search.noCompany')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell data-label={t('agent:search.accountType')}>
                {accountNameOf(t, result.accountType, result.islamicBanking) ?? result.accountType ?? ''}
              </Table.Cell>
              <Table.Cell data-label={t('agent:search.status')}>
                {statusName(t, result.status)}
                {result.heldBy && (
                  <Text fontSize="xs" color="ink.700" data-testid="held-by">
                    {t('agent:search.heldBy', { name: result.heldBy.name, time: displayDateTime(result.heldBy.since) })}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell data-label={t('agent:search.lead')}>{result.leadNumber ?? result.prospectId}</Table.Cell>
              <Table.Cell data-label={t('agent:search.updated')}>{displayDate(result.updatedAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

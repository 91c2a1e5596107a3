import { useCallback, useMemo, useState } from 'react';
import { Badge, Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { Loading } from '../../components/Loading';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { Redirect, useLocation } from 'wouter';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { useServerRead } from '../../api/use-server-read';
import type { ApplicationLine } from '../../../core/api/applications';
import { listApplications } from '../../api/comeback';
import { pathOf } from '../../app/routes';
import { comeBackSessionAtom } from '../../app/state/comeback';
import { errorCodeAtom } from '../../app/state/screening';
import { customerSessionAtom } from '../../app/state/session';
import { PageTitle } from '../../components/PageTitle';
import { accountNameOf, displayDate } from '../../app/account-name';
import { actionFor, RO_EDITING_CODE, resumeApplication } from './resume';
import { pushEvent } from '../../app/analytics';
import { analyticsRules } from '../../app/rules';
import { stackedOnPhone } from '../../components/stacked-table';
import { statusName } from '../../app/status-name';

/** 'Your applications, at a glance': each application with its status, a caption and, where it helps, a button. */
export default function MyApplicationsPage() {
  const { t } = useTranslation(['pages', 'comeback', 'accounts']);
  const store = useStore();
  const comeBack = useAtomValue(comeBackSessionAtom);
  const customer = useAtomValue(customerSessionAtom);
  const setErrorCode = useSetAtom(errorCodeAtom);
  const handleError = useApiErrorHandler();
  const [, navigate] = useLocation();
  const who = useMemo(
    () => comeBack ?? (customer ? { accessToken: customer.accessToken, email: '', countryCode: customer.countryCode, mobileNo: customer.mobileNo } : null),
    [comeBack, customer],
  );
  const token = who?.accessToken;
  // the customer's applications (a failed read says so and offers Try again)
  const applications = useServerRead(token ? ['my-applications', who?.mobileNo, who?.email] : null, () => listApplications(token!));
  const lines = applications.data;
  const [opening, setOpening] = useState<string | null>(null);

  const open = useCallback(
    async (line: ApplicationLine) => {
      if (!who || !token) return;
      setOpening(line.prospectId);
      try {
        // the list may be minutes old: whether an officer still holds it is asked again now
        const fresh = await applications.mutate(listApplications(token), { revalidate: false });
        const now = fresh?.find((other) => other.prospectId === line.prospectId) ?? line;
        if (now.roEditing) {
          setOpening(null);
          // an agent holds it: "our team is already working on it"
          return setErrorCode(RO_EDITING_CODE);
        }
        const path = await resumeApplication(store, token, who, now);
        pushEvent(analyticsRules.pageEvents.comebackResume, line.accountType ?? '');
        navigate(path);
      } catch (error) {
        setOpening(null);
        handleError(error);
      }
    },
    [who, token, store, navigate, handleError, setErrorCode, applications],
  );

  if (!token) return <Redirect to={pathOf('comeBackLogin')} replace />;
  return (
    <Stack gap="4">
      <PageTitle>{t('pages:myApplications.title')}</PageTitle>
      <Text color="ink.700">{t('comeback:applications.intro')}</Text>
      {applications.isLoading && <Loading text={t('comeback:applications.loading')} py="10" />}
      {applications.error && !applications.isValidating && (
        <Stack gap="3" align="start">
          <Text role="alert">{t('comeback:applications.failed')}</Text>
          <Button onClick={() => void applications.mutate()}>{t('comeback:applications.retry')}</Button>
        </Stack>
      )}
      {lines && lines.length === 0 && <Text role="status">{t('comeback:applications.none')}</Text>}
      {lines && lines.length > 0 && (
        <Box overflowX="auto">
          <Table.Root size="md" data-testid="applications" css={stackedOnPhone()}>
            <Table.Caption captionSide="top" textAlign="start" srOnly>
              {t('comeback:applications.tableCaption')}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('comeback:applications.reference')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('comeback:applications.account')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('comeback:applications.company')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('comeback:applications.date')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('comeback:applications.status')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('comeback:applications.action')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((line) => {
                const account = accountNameOf(t, line.accountType, line.islamicBanking) ?? t('comeback:applications.unknownAccount');
                const company = line.companyName || t('comeback:applications.noCompany');
                const action = actionFor(line.status);
                const button = action ? t(`comeback:statuses.${line.status}.button`) : null;
                return (
                  <Table.Row key={line.prospectId} data-prospect-id={line.prospectId}>
                    <Table.Cell data-label={t('comeback:applications.reference')} data-testid="application-reference">
                      <Text as="span" dir="ltr" fontFamily="mono">
                        {line.prospectId}
                      </Text>
                    </Table.Cell>
                    <Table.Cell data-label={t('comeback:applications.account')}>{account}</Table.Cell>
                    <Table.Cell data-label={t('comeback:applications.company')}>{company}</Table.Cell>
                    <Table.Cell data-label={t('comeback:applications.date')}>{displayDate(line.createdAt)}</Table.Cell>
                    <Table.Cell data-label={t('comeback:applications.status')}>
                      <Badge colorPalette={action ? 'orange' : 'gray'} variant="subtle">
                        {statusName(t, line.status)}
                      </Badge>
                      <Text fontSize="sm" color="ink.700" mt="1">
                        {t(`comeback:statuses.${line.status}.caption`, { defaultValue: '', duplicateOf: line.duplicateOf ?? '' })}
                      </Text>
                      {line.statusNotes && action === 'upload' && (
                        <Text fontSize="sm" color="ink.700" mt="1">
                          {t('comeback:applications.note', { note: line.statusNotes })}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell data-label={t('comeback:applications.action')}>
                      {button && (
                        <Button
                          size="sm"
                          colorPalette="brand"
                          aria-label={t('comeback:buttonLabel', { button, account, company })}
                          loading={opening === line.prospectId}
                          loadingText={t('comeback:applications.opening')}
                          disabled={opening !== null}
                          onClick={() => void open(line)}
                        >
                          {button}
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}

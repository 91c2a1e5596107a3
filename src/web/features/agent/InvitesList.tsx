import { useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { actOnInvite, listInvites } from '../../api/invite';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { useServerRead } from '../../api/use-server-read';
import { agentSessionAtom } from '../../app/state/agent';
import { displayDate, displayDateTime } from '../../app/account-name';
import { useConfirm } from '../../components/confirm/useConfirm';
import { stackedOnPhone } from '../../components/stacked-table';
import type { TrackedInvite } from '../../../core/api/agents';
import { OverviewLink } from './OverviewLink';

/** The moment a state names: opened, started, expired or revoked at. */
function stateWords(invite: TrackedInvite, t: (key: string, vars?: Record<string, unknown>) => string): string {
  const at = { opened: invite.openedAt, started: invite.startedAt, expired: invite.expiresAt, revoked: invite.revokedAt, sent: invite.sentAt }[invite.state];
  return t(`invite.states.${invite.state}`, { at: at ? displayDateTime(at) : '', expires: displayDate(invite.expiresAt) });
}

/**
 * The invites an officer sent (a supervisor: everyone's), newest first (rule INVITES): whether the
 * customer opened the link and started an application, and when; Send again (a new link, the old one
 * stops) and Revoke while no application was started with it.
 */
export function InvitesList({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation('agent');
  const agent = useAtomValue(agentSessionAtom);
  const handleError = useApiErrorHandler();
  const confirm = useConfirm();
  const list = useServerRead(agent ? ['invites', agent.agentId, refreshKey] : null, () => listInvites(agent!));
  const [busy, setBusy] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const invites = list.data?.invites ?? [];

  const act = async (invite: TrackedInvite, action: 'resend' | 'revoke') => {
    if (!agent) return;
    if (action === 'revoke' && !(await confirm({ message: t('invite.revokeConfirm', { name: invite.custName }), confirmLabel: t('invite.revoke') }))) return;
    setBusy(invite.id);
    setDone(null);
    try {
      await actOnInvite(agent, invite.id, action);
      setDone(t(action === 'resend' ? 'invite.resent' : 'invite.revoked', { custEmail: invite.custEmail }));
      await list.mutate();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(null);
    }
  };

  const columns = ['customer', 'sentAt', 'state', 'actions'] as const;
  return (
    <Stack as="section" aria-labelledby="invites-sent" gap="3">
      <Heading as="h2" size="lg" id="invites-sent">
        {t('invite.listTitle')}
      </Heading>
      <Text role="status" color="green.800" minH="1lh">
        {done ?? ''}
      </Text>
      {list.data && invites.length === 0 && <Text>{t('invite.empty')}</Text>}
      {invites.length > 0 && (
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid="invites" css={stackedOnPhone()}>
            <Table.Caption srOnly>{t('invite.listCaption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column} scope="col">
                    {t(`invite.${column}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invites.map((invite) => {
                const open = invite.state === 'sent' || invite.state === 'opened' || invite.state === 'expired';
                return (
                  <Table.Row key={invite.id} data-state={invite.state}>
                    <Table.Cell data-label={t('invite.customer')} overflowWrap="anywhere">
                      <Text fontWeight="medium">{invite.custName}</Text>
                      <Text fontSize="sm">{invite.custEmail}</Text>
                    </Table.Cell>
                    <Table.Cell data-label={t('invite.sentAt')}>
                      {displayDateTime(invite.sentAt)}
                      {invite.sentCount > 1 && <Text fontSize="sm">{t('invite.timesSent', { n: invite.sentCount })}</Text>}
                    </Table.Cell>
                    <Table.Cell data-label={t('invite.state')}>{stateWords(invite, t)}</Table.Cell>
                    <Table.Cell data-label={t('invite.actions')}>
                      <HStack gap="2" wrap="wrap">
                        {invite.prospectId && <OverviewLink prospectId={invite.prospectId}>{t('invite.open')}</OverviewLink>}
                        {open && (
                          <Button
                            size="xs"
                            variant="outline"
                            loading={busy === invite.id}
                            onClick={() => void act(invite, 'resend')}
                            aria-label={t('invite.resendLabel', { name: invite.custName })}
                          >
                            {t('invite.resend')}
                          </Button>
                        )}
                        {open && invite.state !== 'expired' && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            disabled={busy === invite.id}
                            onClick={() => void act(invite, 'revoke')}
                            aria-label={t('invite.revokeLabel', { name: invite.custName })}
                          >
                            {t('invite.revoke')}
                          </Button>
                        )}
                      </HStack>
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

import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { toExtraErrors } from '../../api/field-errors';
import { createInvite } from '../../api/invite';
import { agentSessionAtom } from '../../app/state/agent';
import { fieldErrorsAtom } from '../../app/state/save';
import { PageTitle } from '../../components/PageTitle';
import { StepForm } from '../../forms/StepForm';
import { displayDate } from '../../app/account-name';
import { pushAgentEvent } from '../../app/analytics';
import { InvitesList } from './InvitesList';

type Json = Record<string, unknown>;
const STEP = 'invite/inviteCustomer';
const empty = (): Json => ({ custName: '', custEmail: '' });

/** /agent/InviteCustomer: the customer's name and e-mail (the server e-mails a link carrying the agent's RO code), and the invites sent. */
export default function InviteCustomerPage() {
  const { t } = useTranslation(['pages', 'agent']);
  const agent = useAtomValue(agentSessionAtom);
  const [fieldErrors, setFieldErrors] = useAtom(fieldErrorsAtom);
  const handleError = useApiErrorHandler();
  const [value, setValue] = useState<Json>(empty);
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // the list below is read again after each invite sent
  const [sentCount, setSentCount] = useState(0);

  const submit = async (next: Json) => {
    if (!agent) return;
    setBusy(true);
    setSent(null);
    setFieldErrors({});
    try {
      const answer = await createInvite(agent, { custName: String(next.custName ?? '').trim(), custEmail: String(next.custEmail ?? '').trim() });
      pushAgentEvent('invite');
      setSent(t('agent:invite.sent', { custEmail: answer.inviteResponse.custEmail, expires: displayDate(answer.inviteResponse.expiresAt) }));
      setValue(empty());
      // a fresh form: no errors shown for the emptied fields
      setFormKey((k) => k + 1);
      setSentCount((n) => n + 1);
    } catch (error) {
      // invite-creation failures are never reported
      handleError(error, { invite: true });
    } finally {
      setBusy(false);
    }
  };

  const extra = toExtraErrors(fieldErrors, 'prospect');
  return (
    <Stack gap="8">
      <Stack gap="4" maxW="40rem">
        <PageTitle>{t('pages:inviteCustomer.title')}</PageTitle>
        <Text color="ink.700">{t('agent:invite.intro')}</Text>
        <Text role="status" color="green.800" data-testid="invite-sent" minH="1lh">
          {sent ?? ''}
        </Text>
        <StepForm
          key={formKey}
          stepKey={STEP}
          value={value}
          onChange={(next) => setValue(next as Json)}
          onSubmit={(next) => void submit(next as Json)}
          disabled={busy}
          extraErrors={extra}
        >
          <Button type="submit" colorPalette="brand" mt="4" loading={busy} loadingText={t('agent:invite.sending')}>
            {t('agent:invite.submit')}
          </Button>
        </StepForm>
      </Stack>
      <InvitesList refreshKey={sentCount} />
    </Stack>
  );
}

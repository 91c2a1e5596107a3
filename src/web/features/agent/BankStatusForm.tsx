import { useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { setBankStatus } from '../../api/agent';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { ApiError } from '../../api/http';
import { agentSessionAtom } from '../../app/state/agent';
import { StepForm } from '../../forms/StepForm';
import { pushAgentEvent } from '../../app/analytics';

type Json = Record<string, unknown>;

/** Status by the bank: 'Documents needed' or 'Need Additional Information/Documents', with a note for the customer. */
export function BankStatusForm({ prospectId, productName = '', onChanged }: { prospectId: string; productName?: string; onChanged: () => void }) {
  const { t } = useTranslation(['agent', 'errors']);
  const agent = useAtomValue(agentSessionAtom);
  const handleError = useApiErrorHandler();
  const [value, setValue] = useState<Json>({ status: '', statusNotes: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (next: Json) => {
    if (!agent) return;
    setBusy(true);
    setDone(null);
    setRefusal(null);
    try {
      const notes = String(next.statusNotes ?? '').trim();
      const asked = Array.isArray(next.documentsRequested) ? next.documentsRequested.map(String) : [];
      const answer = await setBankStatus(agent, prospectId, {
        status: String(next.status),
        ...(notes ? { statusNotes: notes } : {}),
        ...(asked.length ? { documentsRequested: asked } : {}),
      });
      setDone(answer.status);
      pushAgentEvent('status', productName);
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setRefusal(t(`errors:codes.${error.errorCode}`, { defaultValue: error.message }));
      else handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby="bank-status-title" gap="3" maxW="40rem">
      <Heading as="h2" size="lg" id="bank-status-title">
        {t('agent:overview.requestTitle')}
      </Heading>
      {refusal && (
        <Text role="alert" color="red.700">
          {refusal}
        </Text>
      )}
      {done && (
        <Text role="status" color="green.800">
          {t('agent:overview.requestDone', { status: done })}
        </Text>
      )}
      <StepForm
        stepKey="search/bankStatus"
        idPrefix="bankStatus"
        value={value}
        onChange={(next) => setValue(next as Json)}
        onSubmit={(next) => void submit(next as Json)}
        disabled={busy}
      >
        <Button type="submit" variant="outline" colorPalette="brand" mt="3" loading={busy}>
          {t('agent:overview.requestSubmit')}
        </Button>
      </StepForm>
    </Stack>
  );
}

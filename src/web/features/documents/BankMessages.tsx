import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import { getBankMessages } from '../../api/prospect';
import { useServerRead } from '../../api/use-server-read';
import { displayDateTime } from '../../app/account-name';
import type { CustomerSession } from '../../app/state/session';

/** What the bank told the customer about the application (rule NOTES), oldest first: its notes and each status with its note. */
export function BankMessages({ session }: { session: CustomerSession }) {
  const { t } = useTranslation('documents');
  // a failure leaves the page as it was: the bank's latest note is shown with the documents anyway
  const messages = useServerRead(['bankMessages', session.prospectId], () => getBankMessages(session), { reportErrors: false });
  const lines = messages.data?.lines ?? [];
  if (lines.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="bank-messages" gap="2">
      <Heading as="h2" size="md" id="bank-messages">
        {t('bankMessages.title')}
      </Heading>
      <List.Root as="ol" listStyle="none" ms="0" gap="2" data-testid="bank-messages">
        {lines.map((line) => (
          <List.Item key={line.id} borderLeftWidth="4px" borderColor="brand.600" bg="panel" px="4" py="2">
            <Text fontSize="sm" color="fg.muted">
              {line.kind === 'status'
                ? t('bankMessages.status', { at: displayDateTime(line.at), status: line.subject ?? '' })
                : t('bankMessages.note', { at: displayDateTime(line.at) })}
            </Text>
            <Text overflowWrap="anywhere">{line.text}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

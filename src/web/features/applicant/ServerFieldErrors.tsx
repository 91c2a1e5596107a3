import { Box, List, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { fieldErrorsAtom } from '../../app/state/save';

/** The server's field errors under `base`, listed above the form (they also reach the fields through extraErrors). */
export function ServerFieldErrors({ base = 'prospect' }: { base?: string }) {
  const { t } = useTranslation('applicant');
  const errors = useAtomValue(fieldErrorsAtom);
  const messages = Object.entries(errors)
    .filter(([path]) => path.startsWith(`${base}.`))
    .flatMap(([, list]) => list);
  if (messages.length === 0) return null;
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.600" borderRadius="md" p="4" mb="4" data-testid="server-field-errors">
      <Text fontWeight="bold" color="red.700">
        {t('serverErrors')}
      </Text>
      <List.Root ps="5">
        {messages.map((message) => (
          <List.Item key={message} color="red.700">
            {message}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

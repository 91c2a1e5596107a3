import { useId, useState } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from '../i18n';

/** Shown only when the configuration enables chat; explains the Arabic chat options (spec 000 §1). */
export function ChatButton() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const noticeId = useId();
  return (
    <Box>
      <Button colorPalette="brand" variant="outline" size="sm" aria-expanded={open} aria-controls={noticeId} onClick={() => setOpen(!open)}>
        {t('chat.button')}
      </Button>
      <Text id={noticeId} hidden={!open} mt="2" fontSize="sm" color="ink.700">
        {t('chat.notice')}
      </Text>
    </Box>
  );
}

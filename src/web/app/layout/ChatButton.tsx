import { useId, useState } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { useRouteConfig } from '../../api/config';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { useTranslation } from '../i18n';

/**
 * The chat button where the configuration enables chat, asked for once the page has painted (the
 * page's words wait for no request of the layout's). It reads the configuration itself, so the
 * answer re-renders this slot alone, not the navigation panel around it: on a phone that
 * re-render was one of the longest tasks after the first paint.
 */
export function ChatSlot() {
  return useAfterFirstPaint() ? <ChatWhenEnabled /> : null;
}

function ChatWhenEnabled() {
  const { config } = useRouteConfig();
  return config?.chatEnabled ? <ChatButton /> : null;
}

/** Explains the Arabic chat options. */
function ChatButton() {
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

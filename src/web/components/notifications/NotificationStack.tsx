import { useEffect } from 'react';
import { Alert, Box, CloseButton, Stack } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { constants } from '../../app/rules';
import { dismissNotificationAtom, notificationsAtom, type Notification } from './atoms';

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation('common');
  const dismiss = useSetAtom(dismissNotificationAtom);
  const { id, delay } = notification;
  const status = notification.status ?? constants.notifications.defaultStatus;

  useEffect(() => {
    if (delay === undefined || delay <= 0) return;
    const timer = setTimeout(() => dismiss(id), delay);
    return () => clearTimeout(timer);
  }, [delay, dismiss, id]);

  return (
    <Alert.Root status={status} variant="surface" boxShadow="md" alignItems="start" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="bold">{notification.title ?? t('notification.defaultTitle')}</Alert.Title>
        <Alert.Description>{notification.message ?? t('notification.defaultMessage')}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('notification.dismiss')} onClick={() => dismiss(id)} />
    </Alert.Root>
  );
}

/** The notification stack, top right. */
export function NotificationStack() {
  const { t } = useTranslation('common');
  const notifications = useAtomValue(notificationsAtom);
  return (
    <Box as="section" aria-label={t('notification.regionLabel')} position="fixed" top="4" right="4" zIndex="toast" width="min(400px, calc(100vw - 2rem))">
      <Stack gap="3">
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </Stack>
    </Box>
  );
}

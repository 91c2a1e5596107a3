import { useCallback } from 'react';
import { useTranslation } from '../../app/i18n';
import { constants } from '../../app/rules';
import { toaster } from './toaster';

export type NotificationStatus = 'error' | 'success' | 'info' | 'warning';

/** What a notification says; missing words are the defaults of content/en/common.json. */
export interface Notification {
  title?: string;
  message?: string;
  status?: NotificationStatus;
  /** leaves by itself after this many ms; without it, it stays until dismissed */
  delay?: number;
}

/** `notify({title, message, status, delay})` shows a notification and answers its id. */
export function useNotify(): (notification: Notification) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (notification: Notification) =>
      toaster.create({
        title: notification.title ?? t('notification.defaultTitle'),
        description: notification.message ?? t('notification.defaultMessage'),
        type: notification.status ?? constants.notifications.defaultStatus,
        duration: notification.delay ?? Infinity,
      }),
    [t],
  );
}

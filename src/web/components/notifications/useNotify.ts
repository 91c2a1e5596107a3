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
  /**
   * what the notification is about ("fieldsValidation", "codeSent"): a newer one of the same topic
   * replaces it, and `dismissNotification(topic)` takes it away once it no longer holds
   */
  topic?: string;
}

/** Takes the notification of `topic` away (the field it named was fixed and saved, a newer answer contradicts it). */
export function dismissNotification(topic: string): void {
  if (toaster.isVisible(topic)) toaster.dismiss(topic);
}

/** `notify({title, message, status, delay})` shows a notification and answers its id. */
export function useNotify(): (notification: Notification) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (notification: Notification) => {
      const shown = {
        title: notification.title ?? t('notification.defaultTitle'),
        description: notification.message ?? t('notification.defaultMessage'),
        type: notification.status ?? constants.notifications.defaultStatus,
        duration: notification.delay ?? Infinity,
      };
      const topic = notification.topic;
      if (topic !== undefined && toaster.isVisible(topic)) return toaster.update(topic, shown);
      return toaster.create(topic === undefined ? shown : { ...shown, id: topic });
    },
    [t],
  );
}

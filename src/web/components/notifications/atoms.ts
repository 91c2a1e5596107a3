import { atom } from 'jotai';

export type NotificationStatus = 'error' | 'success' | 'info' | 'warning';

/** Notification */
export interface Notification {
  id: string;
  title?: string;
  message?: string;
  status?: NotificationStatus;
  /** auto-dismiss after this many ms */
  delay?: number;
  /** stack trace, for the error-reporting service */
  stack?: string;
}

export const notificationsAtom = atom<Notification[]>([]);

export const addNotificationAtom = atom(null, (_get, set, notification: Omit<Notification, 'id'>) => {
  const id = crypto.randomUUID();
  set(notificationsAtom, (list) => [...list, { ...notification, id }]);
  return id;
});

export const dismissNotificationAtom = atom(null, (_get, set, id: string) => {
  set(notificationsAtom, (list) => list.filter((n) => n.id !== id));
});

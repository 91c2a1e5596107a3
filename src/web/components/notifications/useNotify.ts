import { useSetAtom } from 'jotai';
import { addNotificationAtom, dismissNotificationAtom } from './atoms';

/** `notify({title, message, status, delay})` shows a notification and answers its id; missing title/message use the defaults. */
export function useNotify() {
  return useSetAtom(addNotificationAtom);
}

export function useDismissNotification() {
  return useSetAtom(dismissNotificationAtom);
}

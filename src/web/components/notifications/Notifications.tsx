import { useEffect, useState } from 'react';
import { onceNeeded } from '../lazy/once-needed';
import { toaster } from './toaster';

const Stack = onceNeeded(() => import('./NotificationStack').then((module) => module.NotificationStack));

/** The notifications: Chakra's Toaster, loaded with the first one (it then shows those made meanwhile). */
export function Notifications() {
  const [any, setAny] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (any) return undefined;
    // one made by an effect that ran before this one (a child's) is already in the store
    if (toaster.getVisibleToasts().length > 0) setAny(true);
    return toaster.subscribe(() => setAny(true));
  }, [any]);
  return <Stack needed={any} />;
}
Notifications.preload = Stack.preload;

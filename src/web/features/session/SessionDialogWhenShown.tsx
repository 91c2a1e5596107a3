import { onceNeeded } from '../../components/lazy/once-needed';
import type { SessionDialogProps } from './SessionDialog';

const Dialog = onceNeeded(() => import('./SessionDialog').then((module) => module.SessionDialog));

/** The session-expiry dialog, loaded when the countdown first warns. */
export function SessionDialogWhenShown(props: SessionDialogProps) {
  return <Dialog needed={props.phase !== 'idle'} {...props} />;
}
SessionDialogWhenShown.preload = Dialog.preload;

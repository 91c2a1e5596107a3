import { useAtomValue } from 'jotai';
import { onceNeeded } from '../lazy/once-needed';
import { confirmRequestAtom } from './atoms';

const Dialog = onceNeeded(() => import('./ConfirmDialog').then((module) => module.ConfirmDialog));

/** The confirm dialog of useConfirm(), loaded with the first question it asks. */
export function Confirmations() {
  return <Dialog needed={useAtomValue(confirmRequestAtom) !== null} />;
}
Confirmations.preload = Dialog.preload;

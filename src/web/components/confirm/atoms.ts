import { atom } from 'jotai';

export interface ConfirmOptions {
  title?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface ConfirmRequest extends ConfirmOptions {
  resolve: (answer: boolean) => void;
}

export const confirmRequestAtom = atom<ConfirmRequest | null>(null);

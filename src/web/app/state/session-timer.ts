import { atom } from 'jotai';

/** Epoch ms of the user's last activity (typing, saving, navigation): the idle countdown starts from it. */
export const lastActivityAtom = atom<number>(Date.now());

/** Record activity now. */
export const markActivityAtom = atom(null, (_get, set) => set(lastActivityAtom, Date.now()));

import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** The mobile banner is visible at first and stays hidden once closed (for this browser session). */
export const mobileBannerClosedAtom = atomWithStorage(
  'quickApply.mobileBannerClosed',
  false,
  createJSONStorage<boolean>(() => sessionStorage),
  { getOnInit: true },
);

import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { MOBILE_BANNER_CLOSED_COOKIE, mobileBannerClosedIn } from '../../../core/layout/mobile-banner';

const sessionJson = createJSONStorage<boolean>(() => sessionStorage);
// no document where the first paints are rendered at build time (src/cli/prerender.ts)
const cookieSet = () => typeof document !== 'undefined' && mobileBannerClosedIn(document.cookie);

/**
 * Closed in sessionStorage, or in the session cookie that lets the server leave the banner out of
 * the page it paints before any script runs (src/core/layout/mobile-banner.ts).
 */
const setCookie = (closed: boolean) => {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = closed ? `${MOBILE_BANNER_CLOSED_COOKIE}=1; Path=/; SameSite=Lax${secure}` : `${MOBILE_BANNER_CLOSED_COOKIE}=; Path=/; Max-Age=0`;
};
const bannerStorage: typeof sessionJson = {
  ...sessionJson,
  getItem: (key, initial) => (sessionJson.getItem(key, initial) as boolean) || cookieSet(),
  setItem: (key, closed) => {
    setCookie(closed);
    return sessionJson.setItem(key, closed);
  },
  removeItem: (key) => {
    setCookie(false);
    return sessionJson.removeItem(key);
  },
};

/** The mobile banner is visible at first and stays hidden once closed (for this browser session). */
export const mobileBannerClosedAtom = atomWithStorage('quickApply.mobileBannerClosed', false, bannerStorage, { getOnInit: true });

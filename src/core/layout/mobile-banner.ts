import { cookieValue } from './cookie';

/**
 * The mobile banner ("Use the desktop…") stays closed for the browser session once closed. The web
 * app keeps that in sessionStorage and in this session cookie, so the server can send a page painted
 * before any script runs without the banner (route-pages.ts marks <html>, a rule in index.html hides it).
 */
export const MOBILE_BANNER_CLOSED_COOKIE = 'qa_mobile_banner_closed';

/** The attribute the server puts on <html> for a visitor who closed the banner, and its value. */
export const MOBILE_BANNER_CLOSED_ATTRIBUTE = 'data-mobile-banner="closed"';

/** Whether a Cookie header says the banner was closed. */
export function mobileBannerClosedIn(cookieHeader: string | undefined): boolean {
  return cookieValue(cookieHeader, MOBILE_BANNER_CLOSED_COOKIE) !== undefined;
}

/**
 * Where an address is sent when the app runs beside an external digital-bank site
 *. Pure, so the server applies it to HTML
 * navigations and tests check it without a browser.
 *
 * - a search string mentioning rocode: stay (agents' and partners' links keep working)
 * - /business/accounts: the external site, at its products anchor
 * - any path containing application-overview, /business/accounts/{x}, and the landing
 *   paths (/ and /business): the external site host
 * - anything else: null, the app renders it
 */
export function externalRedirect(pathname: string, search: string, externalSiteUrl: string | undefined | null): string | null {
  if (!externalSiteUrl) return null;
  if (search.toLowerCase().includes('rocode')) return null;

  let site: URL;
  try {
    site = new URL(externalSiteUrl);
  } catch {
    return null;
  }
  const siteBase = site.href.replace(/\/+$/, '');
  const host = `${site.origin}/`;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

  if (path === '/business/accounts') return `${siteBase}/#products`;
  if (path.includes('application-overview')) return host;
  if (/^\/business\/accounts\/[^/]+$/.test(path)) return host;
  if (path === '/' || path === '' || path === '/business') return host;
  return null;
}

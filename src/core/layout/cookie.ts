/**
 * The value of cookie `name` in a Cookie header; undefined when it is not there or its value is not
 * well-formed percent-encoding (a browser never sends one; a crafted request may, and is answered as
 * if the cookie were absent).
 */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

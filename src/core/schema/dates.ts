/**
 * Dates are stored as yyyy-MM-dd. Limits in schemas (`minDate`, `maxDate`) are a
 * date text, "today", "endOfYear", or {"yearsAgo": n} (1 January n years back).
 */

export type DateLimit = string | { yearsAgo: number };

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** yyyy-MM-dd of a Date in local time. */
export function isoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The yyyy-MM-dd a limit stands for on `today`; undefined when the limit is not understood. */
export function resolveDateLimit(limit: DateLimit, today: Date = new Date()): string | undefined {
  if (typeof limit === 'object' && limit !== null && typeof limit.yearsAgo === 'number') {
    return `${pad(today.getFullYear() - limit.yearsAgo, 4)}-01-01`;
  }
  if (limit === 'today') return isoDate(today);
  if (limit === 'endOfYear') return `${pad(today.getFullYear(), 4)}-12-31`;
  if (typeof limit === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(limit)) return limit;
  return undefined;
}

export function isDateLimit(value: unknown): value is DateLimit {
  return resolveDateLimit(value as DateLimit) !== undefined;
}

/** Whole years from `date` (yyyy-MM-dd) to `today`; undefined for an unreadable or future date. Used for yearsInBusiness. */
export function yearsBetween(date: string, today: Date = new Date()): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const start = new Date(y, mo - 1, d);
  if (start.getFullYear() !== y || start.getMonth() !== mo - 1 || start.getDate() !== d) return undefined;
  let years = today.getFullYear() - y;
  if (today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d)) years -= 1;
  return years < 0 ? undefined : years;
}

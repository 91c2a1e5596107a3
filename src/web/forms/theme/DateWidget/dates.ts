/** Calendar arithmetic on plain yyyy-MM-dd strings (no time zones: a birth date is a day, not an instant). */

export interface Day {
  year: number;
  month: number; // 1-12
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const toIso = ({ year, month, day }: Day) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
export const toDisplay = ({ year, month, day }: Day) => `${pad(day)}/${pad(month)}/${pad(year, 4)}`;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function valid(year: number, month: number, day: number): Day | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function parseIso(text: unknown): Day | undefined {
  const match = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  return match ? valid(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

/** dd/MM/yyyy as typed. */
export function parseDisplay(text: string): Day | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? valid(Number(match[3]), Number(match[2]), Number(match[1])) : undefined;
}

export function today(now = new Date()): Day {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export const compare = (a: Day, b: Day) => toIso(a).localeCompare(toIso(b));

export function addDays(d: Day, n: number): Day {
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The same day `n` months away, clamped to that month's length. */
export function addMonths(d: Day, n: number): Day {
  const index = d.year * 12 + (d.month - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

/** 0 = Monday … 6 = Sunday */
export function weekday(d: Day): number {
  return (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
}

export function clamp(d: Day, min: Day, max: Day): Day {
  if (compare(d, min) < 0) return min;
  if (compare(d, max) > 0) return max;
  return d;
}

/** A date limit of the schema (`minDate`/`maxDate`, also when the validation modes moved it under allOf/else). */
export function schemaLimit(schema: Record<string, unknown>, keyword: 'minDate' | 'maxDate'): unknown {
  if (keyword in schema) return schema[keyword];
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const branch = (part as Record<string, unknown>)?.else as Record<string, unknown> | undefined;
    if (branch && keyword in branch) return branch[keyword];
  }
  return undefined;
}

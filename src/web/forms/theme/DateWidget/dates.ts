/** Days as plain yyyy-MM-dd strings (no time zones: a birth date is a day, not an instant). */

export interface Day {
  year: number;
  month: number; // 1-12
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const toIso = ({ year, month, day }: Day) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
export const toDisplay = ({ year, month, day }: Day) => `${pad(day)}/${pad(month)}/${pad(year, 4)}`;

function daysInMonth(year: number, month: number): number {
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

export const compare = (a: Day, b: Day) => toIso(a).localeCompare(toIso(b));

/** A date limit of the schema (`minDate`/`maxDate`, also when the validation modes moved it under allOf/else). */
export function schemaLimit(schema: Record<string, unknown>, keyword: 'minDate' | 'maxDate'): unknown {
  if (keyword in schema) return schema[keyword];
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const branch = (part as Record<string, unknown>)?.else as Record<string, unknown> | undefined;
    if (branch && keyword in branch) return branch[keyword];
  }
  return undefined;
}

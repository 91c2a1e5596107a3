/** 12-hour clock values "hh:mm AM" / "hh:mm PM" (date-time format yyyy-MM-dd hh:mm a). */
export const PERIODS = ['AM', 'PM'] as const;
export type Period = (typeof PERIODS)[number];

export function splitTime(value: unknown): { clock: string; period: Period } {
  const match = typeof value === 'string' ? /^(\S*)\s*(AM|PM)?$/i.exec(value.trim()) : null;
  return { clock: match?.[1] ?? '', period: (match?.[2]?.toUpperCase() as Period) ?? 'AM' };
}

export function isClock(clock: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  return !!match && Number(match[1]) >= 1 && Number(match[1]) <= 12 && Number(match[2]) <= 59;
}

/** The stored value: "hh:mm AM" when the clock is whole, else the text as typed (validation reports it). */
export function joinTime(clock: string, period: Period): string | undefined {
  if (clock === '') return undefined;
  return isClock(clock) ? `${clock} ${period}` : clock;
}

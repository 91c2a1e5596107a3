/** Who an application waits for: the bank (to answer it) or the customer (to finish it, or to answer the bank). */
export type WaitingFor = 'bank' | 'customer';

/** rules/agents.json queue: how long each may take, in working days, and the days that are not. */
export interface ServiceTime {
  workingDays: Record<WaitingFor, number>;
  /** the days of the week no one works (0 Sunday … 6 Saturday) */
  weekend: number[];
}

const DAY_MS = 86_400_000;

/**
 * Whole working days from `since` to `now` (UTC days; a weekend day does not count): what a
 * queue shows as an item's age. 0 on the day it arrived.
 */
export function workingDaysBetween(since: Date, now: Date, weekend: readonly number[]): number {
  const start = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate());
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let days = 0;
  for (let day = start + DAY_MS; day <= end; day += DAY_MS) if (!weekend.includes(new Date(day).getUTCDay())) days += 1;
  return days;
}

/** The age of an item waiting since `since`, and whether it is past the service time of whom it waits for. */
export function ageOf(waiting: WaitingFor, since: Date, now: Date, rules: ServiceTime): { workingDays: number; late: boolean } {
  const workingDays = workingDaysBetween(since, now, rules.weekend);
  return { workingDays, late: workingDays > rules.workingDays[waiting] };
}

/** Shareholding across people (shareholding"). */
import type { Person } from './types';

/** The percentage a person holds: their shareHoldingPercentage when they are a shareholder, else 0. */
export function shareOf(person: Person): number {
  if (person?.kycDetails?.isShareholder !== true) return 0;
  const n = Number(person.kycDetails.shareHoldingPercentage);
  return Number.isFinite(n) ? n : 0;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

export function totalShares(people: readonly Person[]): number {
  return round(people.reduce((sum, person) => sum + shareOf(person), 0));
}

/** What everybody but `signatoryId` holds: the number the sharesMax keyword reads as othersShareTotal. */
export function othersShareTotal(people: readonly Person[], signatoryId: string): number {
  return totalShares(people.filter((person) => person.signatoryId !== signatoryId));
}

export function sharesWithin(people: readonly Person[], total: number): boolean {
  return totalShares(people) <= total + 1e-9;
}

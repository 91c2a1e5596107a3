/**
 * The KYC annexure's head start (rules/services.json kycPrefill): what the application and the
 * officer at work already know goes into the annexure's empty fields, so the officer types only
 * what is new. Pure: answers a new record (the same one when nothing was filled).
 */
import { isSignatory, listOf, objectOf, peopleOf, textOf, type Json } from './record';
import type { KycPrefillRules } from '../rules/services';

/** The logged-in officer, as their login answered. */
export interface Officer {
  agentName: string;
  roCode: string;
  employeeId?: string;
}

export type { KycPrefillRules };

const pathOf = (dotted: string) => dotted.split('.');

function valueAt(record: unknown, dotted: string): unknown {
  return pathOf(dotted).reduce<unknown>((node, key) => objectOf(node)[key], record);
}

function withValue(record: Json, path: string[], value: unknown): Json {
  const [head, ...rest] = path;
  return { ...record, [head]: rest.length === 0 ? value : withValue(objectOf(record[head]), rest, value) };
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

export function prefillKyc(record: Json, officer: Officer, rules: KycPrefillRules): Json {
  let next = record;
  const put = (to: string, value: unknown, replace = false) => {
    if (isEmpty(value) || (!replace && !isEmpty(valueAt(next, to))) || valueAt(next, to) === value) return;
    next = withValue(next, pathOf(to), value);
  };
  for (const entry of rules.fill) {
    if (entry.unlessFilled && !isEmpty(valueAt(next, entry.unlessFilled))) continue;
    const value = entry.officer ? officer[entry.officer] : entry.record ? valueAt(record, entry.record) : undefined;
    put(entry.to, typeof value === 'string' ? value.trim() : value, entry.replace === true);
  }
  const { nameField, to, separator, rows, rowField } = rules.signatories;
  const names = peopleOf(record)
    .filter(isSignatory)
    .map((person) => textOf(person[nameField]).trim())
    .filter(Boolean);
  put(to, names.join(separator));
  if (names.length > 0 && listOf(valueAt(next, rows)).length === 0)
    put(
      rows,
      names.map((name) => ({ [rowField]: name })),
    );
  return next;
}

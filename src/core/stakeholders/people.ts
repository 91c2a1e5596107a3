/**
 * The list of stakeholders: add, edit, delete, reset, and the listing
 * rule. Pure: every function answers a new list or person.
 */
import type { PeopleRules, Person } from './types';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function isCompany(person: Person): boolean {
  return person?.kycDetails?.isShareholderACompany === true;
}

/** A stakeholder is listed only with a first and a last name, or a full name. */
export function isListed(person: Person): boolean {
  return (text(person.firstName) !== '' && text(person.lastName) !== '') || text(person.fullName) !== '';
}

/** The name a person is shown with: the full name, else first, middle and last names; "" when none. */
export function displayName(person: Person): string {
  return text(person.fullName) || [person.firstName, person.middleName, person.lastName].map(text).filter(Boolean).join(' ');
}

/** The next free id: the prefix and one more than the highest running number in use. */
export function nextSignatoryId(people: readonly Person[], prefix: string): string {
  let highest = 0;
  for (const person of people) {
    const id = String(person?.signatoryId ?? '');
    if (!id.startsWith(prefix)) continue;
    const n = Number(id.slice(prefix.length));
    if (Number.isInteger(n) && n > highest) highest = n;
  }
  return `${prefix}${Math.max(highest, people.length) + 1}`;
}

/** Add: a new empty stakeholder (the signatory model) with a new id, appended to the list. */
export function addPerson(people: readonly Person[], model: Person, rules: Pick<PeopleRules, 'idPrefix'>): { people: Person[]; person: Person } {
  const person = { ...structuredClone(model ?? {}), signatoryId: nextSignatoryId(people, rules.idPrefix) };
  return { people: [...people, person], person };
}

/** What an edit or reset never changes: the id, the documents and the addresses. */
function kept(from: Person): Person {
  const out: Person = { signatoryId: from.signatoryId };
  if (from.stakeholdersDocuments !== undefined) out.stakeholdersDocuments = from.stakeholdersDocuments;
  if (from.addressInfo !== undefined) out.addressInfo = from.addressInfo;
  return out;
}

/** Edit: the changed copy replaces the person of the same id, keeping its id, documents and addresses. */
export function editPerson(people: readonly Person[], signatoryId: string, next: Person): Person[] {
  return people.map((person) => (person.signatoryId === signatoryId ? { ...next, ...kept(person) } : person));
}

/** Delete: the person and its id leave the list. */
export function deletePerson(people: readonly Person[], signatoryId: string): Person[] {
  return people.filter((person) => person.signatoryId !== signatoryId);
}

/** Reset: the person's answers go back to the empty model (id, documents and addresses stay). */
export function resetPerson(people: readonly Person[], signatoryId: string, model: Person): Person[] {
  return people.map((person) => (person.signatoryId === signatoryId ? { ...structuredClone(model ?? {}), ...kept(person) } : person));
}

/**
 * Loading a saved application: an empty list while the stakeholders view is the stored view gets
 * one blank person. Answers the record unchanged otherwise.
 */
export function withOnePersonOnList<T extends Record<string, unknown>>(record: T, model: Person, rules: Pick<PeopleRules, 'idPrefix' | 'listViewId'>): T {
  const people = Array.isArray(record.signatoryInfo) ? record.signatoryInfo : [];
  if (people.length > 0 || (record.applicationInfo as { viewId?: unknown } | undefined)?.viewId !== rules.listViewId) return record;
  return { ...record, signatoryInfo: addPerson([], model, rules).people };
}

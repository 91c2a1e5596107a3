import { wizardNamed } from '../../../core/wizard/named-by-code';
import type { Registry } from '../../../core/schema/registry';
import { isFlowDone, stepsFor } from '../../../core/wizard/engine';
import type { CompletedStep } from '../../../core/wizard/types';

type Json = Record<string, unknown>;

/** The wizards of the page (schemas/wizards/finalQuestionsCompany.json, finalQuestionsSignatory.json). */
export const COMPANY_WIZARD = wizardNamed('finalQuestionsCompany');
export const SIGNATORY_WIZARD = wizardNamed('finalQuestionsSignatory');

export interface SignatoryEntry {
  /** place in record.signatoryInfo */
  index: number;
  person: Json;
}

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The people the signatory wizard has steps for (its `when`: kycDetails.isSignatory true), in record order. */
export function signatoriesOf(record: Json | null | undefined, registry: Registry): SignatoryEntry[] {
  const people = Array.isArray(record?.signatoryInfo) ? record.signatoryInfo : [];
  const wizard = registry.wizard(SIGNATORY_WIZARD);
  return people.flatMap((person, index) => (isObject(person) && stepsFor(wizard, person, registry).length > 0 ? [{ index, person }] : []));
}

/** The record with person `index` replaced. */
export function withPerson(record: Json, index: number, person: unknown): Json {
  const people = Array.isArray(record.signatoryInfo) ? [...record.signatoryInfo] : [];
  people[index] = person;
  return { ...record, signatoryInfo: people };
}

/** Every Final Questions flow is COMPLETED: the company's and each signatory's. */
export function allFlowsDone(record: Json, completed: readonly CompletedStep[], registry: Registry): boolean {
  if (!isFlowDone(registry.wizard(COMPANY_WIZARD), record, completed, registry)) return false;
  const wizard = registry.wizard(SIGNATORY_WIZARD);
  return signatoriesOf(record, registry).every(({ person }) => isFlowDone(wizard, person, completed, registry));
}

/** "First Last", else the full name; empty when neither is known. */
export function personName(person: Json): string {
  const first = typeof person.firstName === 'string' ? person.firstName.trim() : '';
  const last = typeof person.lastName === 'string' ? person.lastName.trim() : '';
  if (first && last) return `${first} ${last}`;
  return typeof person.fullName === 'string' ? person.fullName.trim() : '';
}

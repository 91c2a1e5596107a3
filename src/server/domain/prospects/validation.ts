import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import { createRegistry, type FieldError, type Mode, type Registry } from '../../../core/schema/registry';
import { withContext, type WizardContext } from '../../../core/services/context';
import { othersShareTotal } from '../../../core/stakeholders/shares';
import type { Person } from '../../../core/stakeholders/types';
import { isObject, type JsonObject } from './columns';

const registries = new WeakMap<Bundle, Registry>();

/** The core registry of a bundle, built once: the server validates with the browser's schemas. */
export function registryOf(bundle: Bundle): Registry {
  let registry = registries.get(bundle);
  if (!registry) {
    registry = createRegistry(bundle);
    registries.set(bundle, registry);
  }
  return registry;
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.path}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The applicant step in full (spec 000 §4 "Creation"). */
export function validateApplicant(registry: Registry, record: JsonObject): FieldError[] {
  return registry.validateValue('applicantInfo', record, 'submit');
}

/**
 * The record against every wizard that applies (DESIGN §4): `draft` checks types and limits,
 * `submit` everything. Person wizards run over each stakeholder with its own path prefix. `context`
 * (edit-application mode…) is what record wizards' `when` read at `_context` (src/core/services/context.ts).
 */
export function validateRecord(registry: Registry, record: JsonObject, mode: Mode, context?: WizardContext): FieldError[] {
  const errors: FieldError[] = [];
  const people = Array.isArray(record.signatoryInfo) ? record.signatoryInfo : [];
  const recordInContext = withContext(record, context);
  for (const wizard of Object.values(registry.wizards)) {
    if (wizard.root === 'person') {
      people.forEach((person, index) => {
        if (!isObject(person)) return;
        // as in the browser: each person is checked knowing what the others hold (sharesMax)
        // security suite: non-object entries ([null, 3, {…}]) are skipped here too, not read (was a 500)
        const others = othersShareTotal(people.filter(isObject) as unknown as Person[], String(person.signatoryId ?? `#${index}`));
        errors.push(...registry.validateValue(wizard.id, { ...person, othersShareTotal: others }, mode, { basePath: `$.signatoryInfo[${index}]` }));
      });
    } else {
      errors.push(...registry.validateValue(wizard.id, recordInContext, mode));
    }
  }
  return dedupe(errors);
}

/** The account types applications may be opened for (schemas/rules/accounts.json). */
export function accountTypesOf(bundle: Bundle): string[] {
  const accounts = schemaFile<{ tiers?: Array<{ accountType: string }> }>(bundle, 'rules/accounts.json');
  return (accounts.tiers ?? []).map((tier) => tier.accountType);
}

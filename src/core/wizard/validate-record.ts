import type { FieldError, Mode, Registry } from '../schema/registry';
import { withContext, type WizardContext } from '../services/context';
import { othersShareTotal } from '../stakeholders/shares';
import type { Person } from '../stakeholders/types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function withoutRepeats(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.path}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The record against every wizard that applies (browser and server alike): `draft` checks types and
 * limits, `submit` everything. Person wizards run over each stakeholder with its own path prefix.
 * `context` (edit-application mode…) is what record wizards' `when` read at `_context`
 * (src/core/services/context.ts).
 */
export function validateRecord(registry: Registry, record: Json, mode: Mode, context?: WizardContext): FieldError[] {
  const errors: FieldError[] = [];
  const people = Array.isArray(record.signatoryInfo) ? record.signatoryInfo : [];
  const recordInContext = withContext(record, context);
  for (const wizard of Object.values(registry.wizards)) {
    if (wizard.root === 'person') {
      people.forEach((person, index) => {
        if (!isObject(person)) return;
        // each person is checked knowing what the others hold (sharesMax); entries that are not
        // objects ([null, 3, {…}]) are skipped, not read
        const others = othersShareTotal(people.filter(isObject) as unknown as Person[], String(person.signatoryId ?? `#${index}`));
        errors.push(...registry.validateValue(wizard.id, { ...person, othersShareTotal: others }, mode, { basePath: `$.signatoryInfo[${index}]` }));
      });
    } else {
      errors.push(...registry.validateValue(wizard.id, recordInContext, mode));
    }
  }
  return withoutRepeats(errors);
}

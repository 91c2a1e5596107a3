import { stepNamed, wizardNamed } from '../../../core/wizard/named-by-code';
import { useMemo } from 'react';
import { signatoryModel } from '../../../core/schema/defaults';
import type { Registry } from '../../../core/schema/registry';
import { peopleRulesOf, type PeopleRules, type Person } from '../../../core/stakeholders';
import type { WizardDef } from '../../../core/wizard/types';
import { useRegistry } from '../../forms/registry-context';

export const WIZARD = wizardNamed('stakeholder');

export interface StakeholderSetup {
  wizard: WizardDef;
  rules: PeopleRules;
  /** the empty person "Add" creates (schemas/record/signatory.schema.json defaults) */
  model: Person;
  /** flow prefixes reopened when a person newly becomes a signatory (schemas/rules/steps.json) */
  reopenPrefixes: string[];
  /** every flow prefix that names a person (for delete / reset) */
  flowPrefixes: string[];
  /** ids of the steps up to the Signatory Rights step: a new signatory's steps after them reopen */
  stepsUpToSignatory: ReadonlySet<string>;
}

export function setupOf(registry: Registry): StakeholderSetup {
  const wizard = registry.wizard(WIZARD);
  const constants = registry.rules<{ authorityTypes?: Record<string, string>; defaultCountry?: string }>('constants');
  const steps = registry.rules<{ reopenOnNewSignatory?: string[]; prune?: { flowIdPrefix: string }[] }>('steps');
  const signatoryIndex = wizard.steps.findIndex((s) => s.id === stepNamed('stakeholder', 'signatoryRights'));
  return {
    wizard,
    rules: peopleRulesOf(wizard as WizardDef & { people?: Partial<PeopleRules> }, constants),
    model: signatoryModel(registry.bundle) as Person,
    reopenPrefixes: steps.reopenOnNewSignatory ?? [],
    flowPrefixes: (steps.prune ?? []).map((rule) => rule.flowIdPrefix),
    stepsUpToSignatory: new Set(wizard.steps.slice(0, signatoryIndex + 1).map((s) => s.id)),
  };
}

export function useStakeholderSetup(): StakeholderSetup {
  const registry = useRegistry();
  return useMemo(() => setupOf(registry), [registry]);
}

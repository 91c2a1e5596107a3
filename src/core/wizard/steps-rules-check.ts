/**
 * schemas/rules/steps.json against the wizards: each prefix of `prune` and `reopenOnNewSignatory`
 * must begin the flow id of a wizard rooted at a person (its flowId before `{signatoryId}`), and a
 * prune rule must keep at least that wizard's steps per person, or pruning on load would drop
 * answers the applicant gave.
 */
import type { WizardDef } from './types';
import type { FindingVars, Say } from '../schema/finding-words';

export interface StepsRulesProblem {
  at: (string | number)[];
  message: string;
  key?: string;
  vars?: FindingVars;
}

interface StepsRules {
  prune?: { flowIdPrefix?: unknown; perSignatory?: unknown }[];
  reopenOnNewSignatory?: unknown[];
}

export function stepsRulesProblems(rules: StepsRules, wizards: WizardDef[], say: Say): StepsRulesProblem[] {
  const people = wizards.filter((wizard) => wizard.root === 'person' && typeof wizard.flowId === 'string');
  // a person's flow id before the person's id: "finalQuestions_{signatoryId}" → "finalQuestions_"
  const flowStarts = people.map((wizard) => ({ wizard, start: wizard.flowId.split('{')[0] }));
  const wizardOf = (prefix: string) => flowStarts.find(({ start }) => start.startsWith(prefix) || prefix.startsWith(start))?.wizard;
  const named = flowStarts.map(({ start }) => `"${start}"`).join(', ');
  const problems: StepsRulesProblem[] = [];
  (rules.prune ?? []).forEach((rule, i) => {
    const prefix = String(rule.flowIdPrefix ?? '');
    const wizard = wizardOf(prefix);
    if (!wizard) problems.push({ at: ['prune', i, 'flowIdPrefix'], ...say('flowPrefixUnknown', { prefix, named }) });
    else if (typeof rule.perSignatory === 'number' && rule.perSignatory < wizard.steps.length)
      problems.push({
        at: ['prune', i, 'perSignatory'],
        ...say('pruneDropsAnswers', { wizard: wizard.id, steps: wizard.steps.length, kept: rule.perSignatory }),
      });
  });
  (rules.reopenOnNewSignatory ?? []).forEach((prefix, i) => {
    if (!wizardOf(String(prefix)))
      problems.push({
        at: ['reopenOnNewSignatory', i],
        ...say('flowPrefixUnknown', { prefix: String(prefix), named }),
      });
  });
  return problems;
}

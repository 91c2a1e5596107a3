/**
 * A draft under a new release: the steps it had completed whose answers no longer pass the
 * release's submit rules are opened again, each with the reasons, so the applicant sees why and
 * what to change. Pure: the server applies it when a draft is next opened or saved, and the studio
 * counts, before publishing, the drafts a change would reopen.
 */
import type { FieldError, Registry } from '../schema/registry';
import { othersShareTotal } from '../stakeholders/shares';
import type { Person } from '../stakeholders/types';
import { markEdited, parseCompletedSteps, serializeCompletedSteps, statusOf } from './completed-steps';
import { flowIdFor, stepsFor } from './engine';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One step opened again, and why. */
export interface ReopenedStep {
  wizardId: string;
  flowId: string;
  /** the step's id */
  step: string;
  /** key of the step's title in content/<lang>/wizards.json */
  titleKey: string;
  /** the messages its answers get now, as the applicant reads them */
  reasons: string[];
}

/** The completed steps of `record` whose answers fail the registry's submit rules. */
export function stepsToReopen(registry: Registry, record: Json): ReopenedStep[] {
  const completed = parseCompletedSteps(isObject(record.freeFieldsInfo) ? record.freeFieldsInfo.freeField5 : undefined);
  if (completed.length === 0) return [];
  const people = (Array.isArray(record.signatoryInfo) ? record.signatoryInfo : []).filter(isObject);
  const found: ReopenedStep[] = [];
  for (const wizard of Object.values(registry.wizards)) {
    const roots: { value: Json; basePath: string }[] =
      wizard.root === 'person'
        ? people.map((person, index) => ({
            value: { ...person, othersShareTotal: othersShareTotal(people as unknown as Person[], String(person.signatoryId ?? `#${index}`)) },
            basePath: `$.signatoryInfo[${index}]`,
          }))
        : [{ value: record, basePath: '$' }];
    for (const { value, basePath } of roots) {
      const flowId = flowIdFor(wizard, value);
      for (const step of stepsFor(wizard, value, registry)) {
        if (statusOf(completed, flowId, step.id) !== 'COMPLETED') continue;
        const errors: FieldError[] = registry.validateValue(step.step.replace(/^steps\//, ''), value, 'submit', { basePath });
        if (errors.length > 0)
          found.push({ wizardId: wizard.id, flowId, step: step.id, titleKey: step.titleKey, reasons: [...new Set(errors.map((e) => e.message))] });
      }
    }
  }
  return found;
}

/** `record` with the steps of `reopened` no longer completed (a new object; the record is left as it is). */
export function reopenSteps(record: Json, reopened: readonly ReopenedStep[]): Json {
  if (reopened.length === 0) return record;
  const free = isObject(record.freeFieldsInfo) ? record.freeFieldsInfo : {};
  let steps = parseCompletedSteps(free.freeField5);
  for (const { flowId, step } of reopened) steps = markEdited(steps, flowId, step);
  return { ...record, freeFieldsInfo: { ...free, freeField5: serializeCompletedSteps(steps) } };
}

import { constants } from '../../app/rules';
import { layEdit } from '../../../core/records/merge';
import { useCallback, useRef } from 'react';
import { useAtomValue, useStore } from 'jotai';
import {
  addPerson,
  deletePerson,
  derivePerson,
  dropFlowsOf,
  editPerson,
  flowOfPerson,
  othersShareTotal,
  reopenNewSignatory,
  resetPerson,
  type Person,
} from '../../../core/stakeholders';
import { markCompleted, reopenFlows } from '../../../core/wizard/completed-steps';
import { flowIdFor, isFlowDone } from '../../../core/wizard/engine';
import type { CompletedStep } from '../../../core/wizard/types';
import { completedStepsAtom, prospectAtom } from '../../app/state/application';
import { removedStakeholdersAtom, saveQueue } from '../../app/state/save';
import { screeningScreenAtom } from '../../app/state/screening';
import { useRegistry } from '../../forms/registry-context';
import { useStakeholderSetup } from './people-rules';

type Json = Record<string, unknown>;

/** The key the others' share total travels under in a person's wizard value (sharesMax.othersAt); never saved. */
export const OTHERS_KEY = 'othersShareTotal';

function peopleOf(record: Json | null): Person[] {
  return Array.isArray(record?.signatoryInfo) ? (record!.signatoryInfo as Person[]) : [];
}

/** The person as the wizard edits it: plus what the others hold, for the share rule. */
export function wizardValueOf(people: readonly Person[], person: Person): Person {
  return { ...person, [OTHERS_KEY]: othersShareTotal(people, String(person.signatoryId ?? '')) };
}

function withoutOthers(value: unknown): Person {
  const { [OTHERS_KEY]: _ignored, ...person } = (value ?? {}) as Person;
  return person;
}

/**
 * The stakeholder list of the application in the atoms, and what the page does with it: add, edit,
 * delete, reset, each saved through the save queue, and the completed steps per person.
 */
export function useStakeholders() {
  const store = useStore();
  const registry = useRegistry();
  const setup = useStakeholderSetup();
  const record = useAtomValue(prospectAtom);
  const completed = useAtomValue(completedStepsAtom);
  const people = peopleOf(record);
  // a person just made a signatory: the runner's own completed-steps update must not undo the reopening
  const reopened = useRef<string | null>(null);

  const setPeople = useCallback(
    (next: Person[]) => {
      const current = store.get(prospectAtom) ?? {};
      store.set(prospectAtom, { ...current, signatoryInfo: next });
    },
    [store],
  );

  const enqueue = useCallback(
    async (saveType: 'save' | 'continue') => {
      const queue = await saveQueue(store);
      await queue.enqueue({ saveType, actionType: 'save' });
    },
    [store],
  );

  const keepUpToSignatoryStep = useCallback(
    (person: Person) => {
      const flowId = flowIdFor(setup.wizard, person);
      return (s: CompletedStep) => s.flowId === flowId && setup.stepsUpToSignatory.has(s.step);
    },
    [setup],
  );

  /** A change inside a person's wizard: derived values, and a new signatory's flows reopened. */
  const changePerson = useCallback(
    (signatoryId: string, value: unknown, base?: unknown): Person => {
      const list = peopleOf(store.get(prospectAtom));
      const previous = list.find((p) => p.signatoryId === signatoryId);
      const given = layEdit(base, value, previous, constants.saving.listItemIds);
      const next = derivePerson({ ...withoutOthers(given), signatoryId }, previous, setup.rules);
      const steps = store.get(completedStepsAtom);
      const after = reopenNewSignatory(steps, previous, next, setup.reopenPrefixes, keepUpToSignatoryStep(next));
      if (after.some((s, i) => s !== steps[i])) {
        store.set(completedStepsAtom, after);
        reopened.current = signatoryId;
        queueMicrotask(() => {
          reopened.current = null;
        });
      }
      const edited = editPerson(list, signatoryId, next);
      // RJSF answers a re-render with the same data: storing an equal person again would loop
      if (JSON.stringify(edited) !== JSON.stringify(list)) setPeople(edited);
      return next;
    },
    [store, setup, setPeople, keepUpToSignatoryStep],
  );

  /** The runner's completed-steps update, with a reopening that happened in the same change kept. */
  const changeCompleted = useCallback(
    (steps: CompletedStep[]) => {
      const id = reopened.current;
      if (!id) return store.set(completedStepsAtom, steps);
      const person = peopleOf(store.get(prospectAtom)).find((p) => p.signatoryId === id);
      const keep = person ? keepUpToSignatoryStep(person) : () => true;
      const reopenedSteps = reopenFlows(steps, (flowId) => flowOfPerson(flowId, id, setup.reopenPrefixes));
      store.set(
        completedStepsAtom,
        reopenedSteps.map((s, i) => (keep(steps[i]) ? steps[i] : s)),
      );
    },
    [store, setup, keepUpToSignatoryStep],
  );

  /** Continue on a person's step: store, mark COMPLETED, save; answers whether the person's wizard is done. */
  const continueStep = useCallback(
    async (signatoryId: string, stepId: string, value: unknown): Promise<boolean> => {
      const person = changePerson(signatoryId, value);
      const before = store.get(completedStepsAtom);
      store.set(completedStepsAtom, markCompleted(before, flowIdFor(setup.wizard, person), stepId));
      try {
        await enqueue('continue');
      } catch (error) {
        store.set(completedStepsAtom, before);
        throw error;
      }
      if (store.get(screeningScreenAtom)) return false;
      return isFlowDone(setup.wizard, person, store.get(completedStepsAtom), registry);
    },
    [store, setup, registry, changePerson, enqueue],
  );

  /** Add: a new empty person, listed as soon as named; answers its id and the save under way. */
  const add = useCallback((): { signatoryId: string; saved: Promise<void> } => {
    const { people: next, person } = addPerson(peopleOf(store.get(prospectAtom)), setup.model, setup.rules);
    setPeople(next);
    return { signatoryId: String(person.signatoryId), saved: enqueue('save') };
  }, [store, setup, setPeople, enqueue]);

  const remove = useCallback(
    async (signatoryId: string) => {
      setPeople(deletePerson(peopleOf(store.get(prospectAtom)), signatoryId));
      store.set(removedStakeholdersAtom, (ids) => [...ids, signatoryId]);
      store.set(completedStepsAtom, dropFlowsOf(store.get(completedStepsAtom), signatoryId, setup.flowPrefixes));
      await enqueue('save');
    },
    [store, setup, setPeople, enqueue],
  );

  const reset = useCallback(
    async (signatoryId: string) => {
      setPeople(resetPerson(peopleOf(store.get(prospectAtom)), signatoryId, setup.model));
      store.set(completedStepsAtom, dropFlowsOf(store.get(completedStepsAtom), signatoryId, setup.flowPrefixes));
      await enqueue('save');
    },
    [store, setup, setPeople, enqueue],
  );

  return { setup, record, people, completed, changePerson, changeCompleted, continueStep, add, remove, reset };
}

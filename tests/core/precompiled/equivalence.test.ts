import { getDefaultFormState, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../../src/core/bundle';
import { documentConditionsOf, conditionsOf, rjsfPartsOf } from '../../../src/core/schema/compiled/generate';
import { compileDocumentCondition } from '../../../src/core/schema/document-conditions';
import { recordTemplate, signatoryModel } from '../../../src/core/schema/defaults';
import { createRegistry, type Mode, type Registry } from '../../../src/core/schema/registry';
import { createRjsfValidator } from '../../../src/core/schema/rjsf-validator';
import { ValidatorsLoading } from '../../../src/core/schema/schema-validators';
import { repoBundle } from '../helpers/load-bundle';
import { exampleOf, importGenerated, mutationsOf, sample, type GeneratedModules } from './support';

/**
 * The validators generated at build time (what the production browser runs) answer exactly as the
 * ones ajv compiles at run time (server, tests, dev): every step and wizard in both modes, every
 * condition, every RJSF call, on the samples, the empty record and thousands of wrong values.
 */
const MODES: Mode[] = ['draft', 'submit'];
const SLOW = 300_000;

describe('precompiled validators', () => {
  let bundle: Bundle;
  let generated: GeneratedModules;
  let runtime: Registry;
  let precompiled: Registry;
  /** values to try per target (wizard id or step key) */
  const values = new Map<string, unknown[]>();
  const common: unknown[] = [];

  beforeAll(async () => {
    bundle = await repoBundle();
    generated = await importGenerated(bundle);
    runtime = createRegistry(bundle);
    precompiled = createRegistry(bundle, { validators: generated.createSchemaValidators(bundle) });

    const datalist = (name: string) => runtime.datalist(name);
    const services = sample(bundle, 'selectServices');
    const people = (services.signatoryInfo as unknown[]) ?? [];
    common.push(
      {},
      recordTemplate(bundle),
      signatoryModel(bundle),
      ...['applicantInfo', 'companyInfo', 'finalQuestionsCompany', 'finalQuestionsSignatory', 'selectServices'].map((n) => sample(bundle, n)),
      ...people,
    );
    const add = (target: string, list: unknown[]) => values.set(target, [...(values.get(target) ?? []), ...list]);
    for (const name of ['applicantInfo', 'companyInfo', 'finalQuestionsCompany', 'finalQuestionsSignatory', 'selectServices']) {
      const value = sample(bundle, name);
      add(name, [value, ...mutationsOf(value)]);
    }
    for (const person of people) add('stakeholder', [person, ...mutationsOf(person as never)]);
    for (const step of runtime.steps()) {
      const example = exampleOf(step.schema, datalist);
      add(step.key, [example, ...mutationsOf(example)]);
    }
  }, SLOW);
  afterAll(async () => generated?.dispose());

  it('loads a steps folder on first use: until then validating it throws a thenable', async () => {
    const fresh = createRegistry(bundle, { validators: generated.createSchemaValidators(bundle) });
    let thrown: unknown;
    try {
      fresh.validateValue('companyInfo/companyDetails', {}, 'submit');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidatorsLoading);
    await thrown;
    expect(fresh.ready('companyInfo')).toBeUndefined();
    expect(fresh.validateValue('companyInfo/companyDetails', {}, 'submit')).toEqual(runtime.validateValue('companyInfo/companyDetails', {}, 'submit'));
    // another folder is still to load, and loads when asked
    const pending = fresh.ready('stakeholder');
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(fresh.ready('stakeholder')).toBeUndefined();
  });

  it('fetches a wizard’s folder without running it, and not one already loaded or loading', async () => {
    const fresh = createRegistry(bundle, { validators: generated.createSchemaValidators(bundle) });
    generated.prefetched.length = 0;
    fresh.prefetch('finalQuestionsCompany');
    expect(generated.prefetched).toEqual(['finalQuestions']);
    // fetched is not loaded: validating it still waits for it
    expect(fresh.ready('finalQuestionsCompany')).toBeInstanceOf(Promise);
    fresh.prefetch('finalQuestionsCompany');
    await fresh.ready('finalQuestionsCompany');
    fresh.prefetch('finalQuestionsCompany');
    expect(generated.prefetched).toEqual(['finalQuestions']);
    // the other wizard of the folder and a step of it are loaded by then; a step of another folder is fetched
    fresh.prefetch('finalQuestionsSignatory');
    fresh.prefetch('stakeholder/contact');
    expect(generated.prefetched).toEqual(['finalQuestions', 'stakeholder']);
  });

  it('has every step of every wizard, and every step file', async () => {
    for (const id of Object.keys(runtime.wizards)) await precompiled.ready(id);
    for (const step of runtime.steps()) await precompiled.ready(step.key);
    for (const step of runtime.steps()) for (const mode of MODES) expect(typeof precompiled.validators.file(mode, step.schemaId)).toBe('function');
  });

  it(
    'gives identical FieldError lists for every wizard and step, both modes, on samples, empty records and wrong values',
    async () => {
      let compared = 0;
      const targets = [...Object.keys(runtime.wizards), ...runtime.steps().map((s) => s.key)];
      for (const target of targets) {
        await precompiled.ready(target);
        const own = values.get(target) ?? [];
        for (const value of [...common, ...own]) {
          for (const mode of MODES) {
            const expected = runtime.validateValue(target, value, mode);
            const actual = precompiled.validateValue(target, value, mode);
            if (JSON.stringify(actual) !== JSON.stringify(expected)) expect({ target, mode, value, actual }).toEqual({ target, mode, value, actual: expected });
            compared += 1;
          }
        }
      }
      // wizards' own values also through each of their steps
      for (const [id, wizard] of Object.entries(runtime.wizards)) {
        for (const step of wizard.steps) {
          for (const value of values.get(id) ?? []) {
            for (const mode of MODES) {
              const expected = runtime.validateValue(step.step, value, mode);
              const actual = precompiled.validateValue(step.step, value, mode);
              if (JSON.stringify(actual) !== JSON.stringify(expected))
                expect({ step: step.step, mode, value, actual }).toEqual({ step: step.step, mode, value, actual: expected });
              compared += 1;
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(20_000);
      // and the wrong values do fail somewhere (the comparison is not between two empty lists)
      const failing = [...values.entries()].flatMap(([target, list]) => list.filter((v) => runtime.validateValue(target, v, 'submit').length > 0));
      expect(failing.length).toBeGreaterThan(2_000);
    },
    SLOW,
  );

  it(
    'judges every condition (wizard when, ui if) alike on every value',
    () => {
      const conditions = [...conditionsOf(bundle).values()];
      // distinct by content: the stakeholder steps share one `when`
      expect(conditions.length).toBeGreaterThanOrEqual(3);
      const all = [...common, ...[...values.values()].flat()];
      const outcomes = new Set<boolean>();
      for (const condition of conditions) {
        // the registry's own objects: a fresh copy must be recognised by content too
        for (const copy of [condition, structuredClone(condition)]) {
          for (const value of all) {
            const expected = runtime.holds(copy, value);
            expect(precompiled.holds(copy, value)).toBe(expected);
            outcomes.add(expected);
          }
        }
      }
      expect([...outcomes].sort()).toEqual([false, true]);
    },
    SLOW,
  );

  it(
    'judges every documents condition alike',
    () => {
      const conditions = [...documentConditionsOf(bundle).values()];
      expect(conditions.length).toBeGreaterThan(3);
      const records = [...common, ...(values.get('companyInfo') ?? []).slice(0, 400), ...(values.get('selectServices') ?? []).slice(0, 400)];
      const people = [...(values.get('stakeholder') ?? []).slice(0, 200), ...common];
      const outcomes = new Set<boolean>();
      for (const condition of conditions) {
        const run = compileDocumentCondition(condition);
        const pre = generated.compileDocumentCondition(structuredClone(condition));
        for (const record of records) {
          for (const context of [{ record }, ...people.slice(0, 20).map((person) => ({ record, person }))]) {
            const expected = run(context);
            expect(pre(context)).toBe(expected);
            outcomes.add(expected);
          }
        }
      }
      expect([...outcomes].sort()).toEqual([false, true]);
    },
    SLOW,
  );

  it(
    'answers RJSF alike: validateFormData in both modes, isValid on every part, retrieveSchema and defaults',
    async () => {
      const parts = rjsfPartsOf(bundle);
      let withParts = 0;
      const partOutcomes = new Set<boolean>();
      for (const step of runtime.steps()) {
        await precompiled.ready(step.key);
        const schema = step.schema as RJSFSchema;
        const own = values.get(step.key) ?? [];
        const wizardValues = Object.entries(runtime.wizards)
          .filter(([, w]) => w.steps.some((s) => s.step.replace(/^steps\//, '') === step.key))
          .flatMap(([id]) => values.get(id) ?? []);
        const tried = [...common, ...own, ...wizardValues.slice(0, 600)];
        for (const mode of MODES) {
          const run = createRjsfValidator(runtime, mode);
          const pre = createRjsfValidator(precompiled, mode);
          for (const value of tried) {
            const expected = run.validateFormData(value, schema);
            const actual = pre.validateFormData(value, schema);
            if (JSON.stringify(actual) !== JSON.stringify(expected))
              expect({ step: step.key, mode, value, actual }).toEqual({ step: step.key, mode, value, actual: expected });
          }
          for (const [, part] of parts.get(step.schemaId) ?? []) {
            for (const value of tried) {
              const expected = run.isValid(part as RJSFSchema, value, schema);
              expect(pre.isValid(part as RJSFSchema, value, schema)).toBe(expected);
              partOutcomes.add(expected);
            }
          }
          for (const value of [...common, ...own.slice(0, 50)]) {
            expect(retrieveSchema(pre, schema, schema, value)).toEqual(retrieveSchema(run, schema, schema, value));
            expect(getDefaultFormState(pre, schema, value as never, schema)).toEqual(getDefaultFormState(run, schema, value as never, schema));
          }
        }
        if ((parts.get(step.schemaId)?.size ?? 0) > 0) withParts += 1;
      }
      // the steps with `if`s give RJSF parts to ask about
      expect(withParts).toBeGreaterThan(3);
      expect([...partOutcomes].sort()).toEqual([false, true]);
    },
    SLOW,
  );
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { schemaFile } from '../../src/core/bundle';
import { conditionsOf, generatingAjv, standaloneBody } from '../../src/core/schema/compiled/generate';
import { createAjv } from '../../src/core/schema/ajv-setup';
import { createSchemaValidators } from '../../src/core/schema/compile-at-runtime';
import { keywordFunctions } from '../../src/core/schema/keywords';
import { linearRegExp } from '../../src/core/schema/linear-regexp';
import { createRegistry, type Mode, type Registry } from '../../src/core/schema/registry';
import type { SchemaValidators, ValidateFn } from '../../src/core/schema/schema-validators';
import { RECORD_CHECK_OPTIONS, RECORD_FILES } from '../../src/server/domain/prospects/record-files';
import { generateServerValidators, NO_LISTS } from '../../src/server/domain/validators/generate-server';
import { linkServerValidators, type LinkedValidators } from '../../src/server/domain/validators/link-server';
import { validatorsLinked, validatorsOver } from '../../src/server/domain/validators/server-validators';
import { applicantWithToken, person } from './applicant/support';
import { testApp } from './helpers/app';
import { repoBundle } from '../core/helpers/load-bundle';
import { mutationsOf, sample } from '../core/precompiled/support';

/**
 * The server's validators generated in a release thread (domain/validators) answer exactly as ajv
 * compiling at run time does: every step and wizard in both modes, every condition, the record's
 * types, on the samples and thousands of wrong values; and their patterns run in linear time.
 */
const MODES: Mode[] = ['draft', 'submit'];
const SLOW = 300_000;
const SAMPLES = ['applicantInfo', 'companyInfo', 'finalQuestionsCompany', 'finalQuestionsSignatory', 'selectServices'];

/** Run-time validators that refuse to validate: what answers must then come from the generated code. */
function refusing(bundle: Bundle): SchemaValidators {
  const fail = (): never => {
    throw new Error('answered by ajv compiling at run time, not by the generated validators');
  };
  return { ...createSchemaValidators(bundle), file: fail, condition: fail };
}

describe("the server's generated validators", () => {
  let bundle: Bundle;
  let made: LinkedValidators;
  let runtime: Registry;
  let generated: Registry;
  const values: unknown[] = [];

  beforeAll(async () => {
    bundle = await repoBundle();
    made = await linkServerValidators(bundle, generateServerValidators(bundle));
    runtime = createRegistry(bundle);
    generated = createRegistry(bundle, {
      validators: validatorsOver(
        () => made,
        () => refusing(bundle),
      ),
    });
    for (const name of SAMPLES) values.push(sample(bundle, name), ...mutationsOf(sample(bundle, name)));
    values.push({});
  }, SLOW);

  it(
    'give identical field errors for every wizard and step, both modes, on samples and wrong values',
    () => {
      let compared = 0;
      let failing = 0;
      for (const target of [...Object.keys(runtime.wizards), ...runtime.steps().map((step) => step.key)]) {
        for (const value of values) {
          for (const mode of MODES) {
            const expected = runtime.validateValue(target, value, mode);
            const actual = generated.validateValue(target, value, mode);
            if (JSON.stringify(actual) !== JSON.stringify(expected)) expect({ target, mode, value, actual }).toEqual({ target, mode, value, actual: expected });
            compared += 1;
            if (expected.length > 0) failing += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(10_000);
      expect(failing).toBeGreaterThan(1_000);
    },
    SLOW,
  );

  it('judge every condition alike', () => {
    const outcomes = new Set<boolean>();
    for (const condition of conditionsOf(bundle).values()) {
      // a copy: the generated validators find a condition by its content
      const copy = structuredClone(condition);
      for (const value of values) {
        const expected = runtime.holds(condition, value);
        expect(generated.holds(copy, value)).toBe(expected);
        outcomes.add(expected);
      }
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it("give the record's type errors alike, on whole records with wrong types in every place", () => {
    const ajv = createAjv(() => undefined, RECORD_CHECK_OPTIONS);
    for (const file of RECORD_FILES) ajv.addSchema(schemaFile<object>(bundle, file), file);
    const compiled = ajv.getSchema(RECORD_FILES[0])! as ValidateFn;
    const record = { ...sample(bundle, 'companyInfo'), ...sample(bundle, 'selectServices') };
    let failing = 0;
    for (const value of [record, ...mutationsOf(record)]) {
      const expected = compiled(value);
      expect(made.records(value)).toBe(expected);
      expect(made.records.errors ?? null).toEqual(compiled.errors ?? null);
      if (!expected) failing += 1;
    }
    expect(failing).toBeGreaterThan(50);
  });

  it("run patterns in linear time: a backtracking pattern on a long text answers at once, as the run-time ajv's do", () => {
    const ajv = generatingAjv('server', NO_LISTS, keywordFunctions(NO_LISTS));
    ajv.addSchema({ type: 'string', pattern: '^(a|a)*$' }, 'pattern');
    const body = standaloneBody(ajv, ['pattern']);
    expect(body).not.toContain('new RegExp');
    const fns = new Function('rt', 'kw', body)({ linearRegExp }, keywordFunctions(NO_LISTS)) as Record<string, ValidateFn>;
    // JavaScript's engine takes some 2^40 steps for this text
    expect(fns.pattern(`${'a'.repeat(40)}b`)).toBe(false);
    expect(fns.pattern('a'.repeat(40))).toBe(true);
  });
});

describe("a new server's release", () => {
  it('is prepared before its first request that checks anything is answered; /health does not wait for it', { timeout: 60_000 }, async () => {
    const t = await testApp({ kind: 'pglite' });
    try {
      const { bundle } = await t.app.releases.current();
      expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
      // generating takes the release thread half a second or more: /health was answered before
      expect(validatorsLinked(bundle)).toBe(false);
      await applicantWithToken(t.app, person());
      expect(validatorsLinked(bundle)).toBe(true);
      expect(t.app.prepareRelease(await t.app.releases.current())).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

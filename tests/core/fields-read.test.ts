import { describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { scanFieldsRead } from '../../src/cli/scan-words-read';
import { checkSchemas, formatProblem } from '../../src/core/schema/check';
import { declaredFields } from '../../src/core/wizard/fields-read';
import fieldsReadByCode from '../../src/core/wizard/fields-read-by-code.json';
import { repoBundle, repoRoot } from './helpers/load-bundle';

/** A copy of the bundle with one property renamed wherever a record, step or definition schema declares it. */
function renamed(bundle: Bundle, from: string, to: string): Bundle {
  const copy: Bundle = structuredClone(bundle);
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const object = node as Record<string, any>;
    if (object.properties && typeof object.properties === 'object' && from in object.properties) {
      object.properties[to] = object.properties[from];
      delete object.properties[from];
    }
    if (Array.isArray(object.required)) object.required = object.required.map((name: string) => (name === from ? to : name));
    Object.values(object).forEach(visit);
  };
  for (const file of Object.keys(copy.schemas)) if (/^(record|steps|defs)\//.test(file)) visit(copy.schemas[file]);
  return copy;
}

describe('the fields of the record the code names (rule RELEASE-CHECK)', () => {
  it('are the ones kept for the schema check (npm run schemas:json writes them)', async () => {
    const bundle = await repoBundle();
    expect(await scanFieldsRead(repoRoot, declaredFields(bundle)), 'the code names other fields now: run npm run schemas:json').toEqual(fieldsReadByCode);
    // Select Services' behaviours read these by name
    for (const name of [
      'express',
      'accountCurrencies',
      'branchCity',
      'branchID',
      'accountSigningInstn',
      'debitCardApplied',
      'chequeBookApplied',
      'nameOnDebitCard',
    ])
      expect(Object.keys(fieldsReadByCode)).toContain(name);
  });

  it('cannot be renamed by a release: the check names the file, the field and the code that reads it', async () => {
    const bundle = await repoBundle();
    const problems = checkSchemas(renamed(bundle, 'debitCardApplied', 'debitCardWanted')).map(formatProblem);
    expect(problems).toContain(
      'schemas/record/prospect.schema.json: no schema declares the field "debitCardApplied" any more, and the product\'s code works with it (src/core/services/behaviours.ts): keep the field, or have a developer change that code first',
    );
    // a field the code does not name may be renamed
    expect(Object.keys(fieldsReadByCode)).not.toContain('website');
    expect(
      checkSchemas(renamed(bundle, 'website', 'webAddress'))
        .map(formatProblem)
        .filter((p) => p.includes('any more')),
    ).toEqual([]);
  }, 60_000);
});

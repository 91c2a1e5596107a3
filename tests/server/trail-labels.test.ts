import { describe, expect, it } from 'vitest';
import { changedFields } from '../../src/core/records/trail';
import type { AgentRules } from '../../src/core/rules/agents';
import { normalizePath } from '../../src/core/schema/field-index';
import { loadBundle } from '../../src/server/content/load-bundle';
import { registryIn } from '../../src/server/domain/prospects';
import { declaredShape, type Shape } from '../../src/server/domain/prospects/declared-shape';
import type { TrailEntry } from '../../src/server/domain/trail/read';
import { wordedEntries } from '../../src/server/domain/trail/worded';
import { repoRoot } from './helpers/app';

const bundle = await loadBundle(repoRoot);
const ARABIC = /[\u0600-\u06ff]/;

/** Every value the record schemas and the steps declare, by path (a list's items at position 0). */
function declaredValues(shape: Shape): string[][] {
  const values: string[][] = [];
  const walk = (node: Shape, at: string[]) => {
    if (node.properties) for (const [name, inner] of node.properties) walk(inner, [...at, name]);
    else if (node.items?.properties) walk(node.items, [...at, '0']);
    else values.push(at);
  };
  walk(shape, []);
  return values;
}

/** A record holding `value` at `path` (a list position as an array). */
function recordWith(path: readonly string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, segment) => (/^\d+$/.test(segment) ? [inner] : { [segment]: inner }), value);
}

const entry = (field: string, newValue: unknown): TrailEntry => ({
  id: 1,
  prospectId: 'P1',
  at: '2026-01-01T00:00:00Z',
  actorKind: 'customer',
  actorId: 'x',
  action: 'save',
  field,
  oldValue: undefined,
  newValue,
  note: '',
});

// Rule LANG-OFFICER: the history names every field of the record in the officer's language, those
// no step shows included (schemas/rules/agents.json trail.unshownFields), or leaves it out (notRecorded)
describe.each(['en', 'ar'])('the history’s words for every field of the record (%s)', (lang) => {
  const registry = registryIn(bundle, lang);
  const trail = (bundle.schemas['rules/agents.json'] as AgentRules).trail;
  const shape = declaredShape(bundle, registry);
  const values = declaredValues(shape);
  const listed = Object.keys(trail.unshownFields);

  it('label each declared value a save records, in the reader’s language', () => {
    expect(values.length).toBeGreaterThan(150);
    const unlabelled: string[] = [];
    for (const path of values) {
      const at = normalizePath(path);
      // an object that declares no keys (prospectStatusInfo, which the server writes) keeps what it is
      // given: the values it is known to hold are listed under it
      const known = listed.filter((one) => one.startsWith(`${at}.`));
      const written = known.length ? known.map((one) => one.split('.').map((segment) => (segment === '*' ? '0' : segment))) : [path];
      for (const one of written) {
        // what a save writing this value records, as the trail records it (notRecorded left out)
        const changes = changedFields({}, recordWith(one, 'X'), trail.notRecorded);
        for (const worded of wordedEntries(
          registry,
          changes.map((change) => entry(change.field, change.new)),
        ))
          if (!worded.label || (lang === 'ar' && !ARABIC.test(worded.label))) unlabelled.push(`${worded.field} → ${worded.label}`);
      }
    }
    expect(unlabelled).toEqual([]);
  });

  it('word the codes no step shows: an account type, a yes-or-no flag, a salutation, a country', () => {
    const worded = wordedEntries(registry, [
      entry('applicationInfo.accountType', 'Current Account'),
      entry('applicantInfo.validRoCode', 'Y'),
      entry('signatoryInfo[0].kycDetails.salutation', 'DR'),
      entry('signatoryInfo[0].kycDetails.dualCitizenshipCountry', 'IN'),
      entry('applicantInfo.countryCode', '971'),
    ]).map((one) => one.newWords);
    const words = lang === 'ar' ? ['الحساب الجاري للأعمال', 'نعم', undefined, 'الهند', '+971'] : ['Business Current Account', 'Yes', 'Dr', 'India', '+971'];
    words.forEach((expected, i) => {
      if (expected) expect(worded[i]).toBe(expected);
      else expect(worded[i]).toBeTruthy();
    });
  });

  it('leave each stakeholder’s documents out, as the record’s own', () => {
    const changes = changedFields({}, { signatoryInfo: [{ stakeholdersDocuments: { passport: 'a.pdf' }, firstName: 'Amal' }] }, trail.notRecorded);
    expect(changes.map((change) => change.field)).toEqual(['signatoryInfo[0].firstName']);
  });
});

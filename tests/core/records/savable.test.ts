import { beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, type Registry } from '../../../src/core/schema/registry';
import { savableRecord } from '../../../src/core/records/savable';
import { parseJsonPath, withValueAt } from '../../../src/core/records/json-path';
import { validateRecord } from '../../../src/core/wizard/validate-record';
import { repoBundle } from '../helpers/load-bundle';

let registry: Registry;
beforeAll(async () => {
  registry = createRegistry(await repoBundle());
});
const draftErrors = (record: unknown) => validateRecord(registry, record as Record<string, unknown>, 'draft');

describe('one invalid field does not hold back the valid answers beside it (rule SAVE-VALID)', () => {
  it('a 64-character company name stays back, the new number of employees goes', () => {
    const synced = { organizationInfo: { companyName: 'Falcon', numberOfEmployees: 14 } };
    const current = { organizationInfo: { companyName: 'F'.repeat(64), numberOfEmployees: 15 } };
    const { record, invalid } = savableRecord(current, synced, draftErrors);
    expect(record).toEqual({ organizationInfo: { companyName: 'Falcon', numberOfEmployees: 15 } });
    expect(invalid.map((e) => e.path)).toEqual(['$.organizationInfo.companyName']);
    expect(invalid[0].params.field).toBe('Company name');
  });

  it('an invalid value the server never had is left out, and a valid record goes as it is', () => {
    const current = { organizationInfo: { companyName: '%%%', numberOfEmployees: 3 } };
    expect(savableRecord(current, {}, draftErrors).record).toEqual({ organizationInfo: { numberOfEmployees: 3 } });
    const valid = { organizationInfo: { companyName: 'Société Émirats Café LLC' } };
    expect(savableRecord(valid, {}, draftErrors)).toEqual({ record: valid, invalid: [] });
  });

  it('a stakeholder’s invalid name stays back while the others’ changes go', () => {
    const synced = { signatoryInfo: [{ signatoryId: 'S1', firstName: 'Zoë', lastName: 'Müller-Lüdenscheidt' }] };
    const current = { signatoryInfo: [{ signatoryId: 'S1', firstName: 'Zoë2', lastName: "O'Neil" }] };
    const { record, invalid } = savableRecord(current, synced, draftErrors);
    expect(record).toEqual({ signatoryInfo: [{ signatoryId: 'S1', firstName: 'Zoë', lastName: "O'Neil" }] });
    expect(invalid[0].message).toMatch(/letters of any language/);
  });

  it('reads and writes the paths the validator names', () => {
    expect(parseJsonPath('$.signatoryInfo[2].firstName')).toEqual(['signatoryInfo', 2, 'firstName']);
    expect(parseJsonPath('$["odd key"].x')).toEqual(['odd key', 'x']);
    expect(parseJsonPath('nonsense')).toBeUndefined();
    expect(withValueAt({ a: { b: 1, c: 2 } }, ['a', 'b'], undefined, false)).toEqual({ a: { c: 2 } });
  });
});

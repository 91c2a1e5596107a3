import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTypeErrors } from '../../src/server/domain/prospects/record-types';
import { registryOf } from '../../src/server/domain/prospects';
import { applicantWithToken, createBody, createCall, person, readProspect, saveProspect } from './applicant/support';
import { databases, testApp, type TestApp } from './helpers/app';

// The record holds what its schemas declare, with their types: the start route and saves refuse
// values of another type (never a 5xx), a save leaves the account type as stored, and saves that
// would grow the record past constants.json recordMaxBytes change nothing.
describe.each(databases())('the stored record keeps its shape ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  const storedRecord = async (token: string, prospectId: string) => (await readProspect(t.app, token, prospectId)).json() as Record<string, any>;

  it.each([
    ['an object', {}],
    ['a number', 5],
    ['letters', 'abc'],
    ['50 digits', '9'.repeat(50)],
    ['a list', Array.from({ length: 10_000 }, () => '971')],
  ])('refuses a start with the country code as %s (400, nothing stored, no code sent)', async (_label, countryCode) => {
    const who = person();
    const body = createBody(who);
    body.applicantInfo = { ...body.applicantInfo, countryCode: countryCode as string };
    const res = await createCall(t.app, who, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorType).toBe('FieldsValidation');
  });

  it('a start stores the applicant and the account chosen, and nothing else it was sent', async () => {
    const who = person();
    const body = createBody(who, { organizationInfo: { companyName: 'Smuggled LLC' }, evil: 'x'.repeat(10_000) });
    body.applicantInfo = { ...body.applicantInfo, hidden: 'y' } as typeof body.applicantInfo;
    const res = await createCall(t.app, who, body);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.app.db.execute(sql`SELECT record FROM prospects WHERE id = ${res.json().prospectId}`);
    const record = (stored as unknown as { rows: Array<{ record: Record<string, any> }> }).rows[0].record;
    expect(record.applicantInfo.hidden).toBeUndefined();
    expect(record.evil).toBeUndefined();
    expect(record.organizationInfo.companyName).toBe('');
    // a field past its outer bound is refused before anything is read
    const long = createBody(who);
    long.applicantInfo = { ...long.applicantInfo, fullName: 'A'.repeat(100_000) };
    const refused = await createCall(t.app, who, long);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorType).toBe('FieldsValidation');
    // a body larger than the largest record is not read at all
    long.applicantInfo = { ...long.applicantInfo, fullName: 'A'.repeat(1_000_000) };
    expect((await createCall(t.app, who, long)).statusCode).toBe(413);
  });

  it('refuses a start whose Islamic banking flag is not true or false', async () => {
    const who = person();
    const res = await createCall(t.app, who, createBody(who, { applicationInfo: { accountType: 'Current Account', islamicBanking: 'yes' } }));
    expect(res.statusCode).toBe(400);
  });

  it('refuses a save with the account type or the banking of another type, and keeps the stored ones against any text', async () => {
    const a = await applicantWithToken(t.app, person());
    for (const applicationInfo of [{ accountType: { tier: 'elite' } }, { accountType: 7 }, { islamicBanking: 'yes' }]) {
      const res = await saveProspect(t.app, a.token, a.prospectId, { version: 1, applicationInfo });
      expect(res.statusCode).toBe(400);
    }
    let version = 1;
    for (const accountType of ['Business Elite', '<b>Nonexistent Tier</b>']) {
      const res = await saveProspect(t.app, a.token, a.prospectId, { version, applicationInfo: { accountType, islamicBanking: true } });
      expect(res.statusCode).toBe(200);
      version = res.json().version;
      const stored = await storedRecord(a.token, a.prospectId);
      expect(stored.applicationInfo).toMatchObject({ accountType: 'Current Account', islamicBanking: false });
    }
  });

  it('refuses the save that would make the record larger than recordMaxBytes, and keeps the record as it was', async () => {
    const a = await applicantWithToken(t.app, person());
    const limit = (t.app.bundle.schemas['rules/constants.json'] as { recordMaxBytes: number }).recordMaxBytes;
    // two declared values no step bounds, each under the body limit, together over the record's
    const half = 'x'.repeat(Math.ceil(limit / 2) + 1_000);
    const first = await saveProspect(t.app, a.token, a.prospectId, { version: 1, freeFieldsInfo: { freeField5: half } });
    expect(first.statusCode).toBe(200);
    const version = first.json().version;
    const refused = await saveProspect(t.app, a.token, a.prospectId, { version, applicationInfo: { rakValuePackage: half } });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().errors[0].errorCode).toBe('RECORD_TOO_LARGE');
    const stored = await storedRecord(a.token, a.prospectId);
    expect(stored.applicationInfo.rakValuePackage).toBe('');
    expect(Buffer.byteLength(JSON.stringify(stored))).toBeLessThanOrEqual(limit);
    // a small save still goes through
    expect((await saveProspect(t.app, a.token, a.prospectId, { version, organizationInfo: { companyName: 'Still Saving LLC' } })).statusCode).toBe(200);
  });

  it('drops the keys no schema declares, at any depth, and stores the declared ones beside them', async () => {
    const a = await applicantWithToken(t.app, person());
    const chunk = 'x'.repeat(40_000);
    let version = 1;
    // 60 one-MB saves of unknown keys made a 60 MB record: now each is dropped and the record stays small
    for (let n = 0; n < 6; n += 1) {
      const res = await saveProspect(t.app, a.token, a.prospectId, {
        version,
        freeFieldsInfo: { [`note${n}`]: chunk },
        organizationInfo: { companyName: 'Declared Trading LLC', [`extra${n}`]: chunk, addressInfo: [{ typeOfAddress: 'registered', hidden: chunk }] },
        [`group${n}`]: chunk,
      });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
    }
    const stored = await storedRecord(a.token, a.prospectId);
    expect(stored.organizationInfo.companyName).toBe('Declared Trading LLC');
    expect(stored.organizationInfo.addressInfo[0]).toEqual({ typeOfAddress: 'registered' });
    expect(Object.keys(stored.freeFieldsInfo)).toEqual(['freeField5']);
    expect(Object.keys(stored.organizationInfo).filter((key) => key.startsWith('extra'))).toEqual([]);
    expect(Object.keys(stored).filter((key) => key.startsWith('group'))).toEqual([]);
    expect(Buffer.byteLength(JSON.stringify(stored))).toBeLessThan(20_000);
  });

  it('stores only records of the record schemas\u2019 types', async () => {
    const a = await applicantWithToken(t.app, person());
    const stored = await storedRecord(a.token, a.prospectId);
    const { version: _version, ...record } = stored;
    expect(recordTypeErrors(t.app.bundle, registryOf(t.app.bundle), record)).toEqual([]);
  });
});

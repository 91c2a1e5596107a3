import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer, readProspect, saveProspect } from './applicant/support';

type Rec = Record<string, any>;

describe.each(databases())('a starter application of an older business ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  const starter = () => applicantWithToken(t.app, undefined, { applicationInfo: { accountType: 'starter', islamicBanking: false } });
  const switchTo = (token: string, id: string, version: number, accountType = 'Current Account') =>
    t.app.inject({ method: 'POST', url: `/api/v1/usertypes/sme/prospects/${id}/account-type`, headers: bearer(token), payload: { version, accountType } });
  const line = (pre: Rec) => pre.screeningResults.find((r: Rec) => r.screeningType === 'starter account validation');
  const older = (stored: Rec, saveType: string) => ({
    ...stored,
    organizationInfo: { ...stored.organizationInfo, companyName: 'Falcon Trading', dateOfIncorporation: '2021-03-01' },
    orgKYCDetails: { ...stored.orgKYCDetails, yearsInBusiness: 4 },
    saveType,
    actionType: 'save',
  });

  it('a draft save keeps going (the form tells the applicant); Continue stops; the switch keeps every answer and reopens it', async () => {
    const { prospectId, token } = await starter();
    const stored = (await readProspect(t.app, token, prospectId)).json();
    const draft = await saveProspect(t.app, token, prospectId, older(stored, 'save'));
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().preScreening.statusOverAll).toBe('continue');
    expect(line(draft.json().preScreening)).toMatchObject({ fired: true, screeningStatus: 'INELIGIBLE' });

    const stopped = await saveProspect(t.app, token, prospectId, { ...older(stored, 'continue'), version: 2 });
    expect(stopped.json().preScreening.statusOverAll).toBe('stop');
    expect((await saveProspect(t.app, token, prospectId, { ...older(stored, 'save'), version: 3 })).statusCode).toBe(423);

    expect((await switchTo(token, prospectId, 3, 'elite')).statusCode).toBe(400);
    expect((await switchTo(token, prospectId, 2)).statusCode).toBe(409);
    const switched = await switchTo(token, prospectId, 3);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ prospectId, version: 4, accountType: 'Current Account', preScreening: { statusOverAll: 'continue' } });
    const after = (await readProspect(t.app, token, prospectId)).json();
    expect(after.applicationInfo.accountType).toBe('Current Account');
    expect(after.organizationInfo).toMatchObject({ companyName: 'Falcon Trading', dateOfIncorporation: '2021-03-01' });
    expect(after.applicantInfo.email).toBe(stored.applicantInfo.email);
    // a draft again: the next save goes through
    expect((await saveProspect(t.app, token, prospectId, { ...older(after, 'continue'), version: 4 })).statusCode).toBe(200);
  });

  it('is not offered to an application screening did not flag', async () => {
    const { prospectId, token } = await starter();
    expect((await switchTo(token, prospectId, 1)).statusCode).toBe(400);
    const other = await starter();
    expect((await switchTo(other.token, prospectId, 1)).statusCode).toBe(404);
  });
});

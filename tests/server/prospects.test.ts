import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer, createBody, outbox, person, readProspect, saveProspect } from './applicant/support';

describe.each(databases())('applications: create, read, save ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  const create = (payload: unknown, userType = 'sme') =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/${userType}/prospects`, payload: payload as object });

  it('creates an application with a lead number, validRoCode N, an account number and a first screening', async () => {
    const { prospectId, token, applicant } = await applicantWithToken(t.app);
    expect(prospectId).toMatch(/^QA[A-HJ-NP-Z2-9]{12}$/);
    const res = await readProspect(t.app, token, prospectId);
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(record.version).toBe(1);
    expect(record.generalInfo.prospectId).toBe(prospectId);
    expect(record.applicantInfo).toMatchObject({ fullName: applicant.fullName, email: applicant.email, mobileNo: applicant.mobileNo, validRoCode: 'N' });
    expect(record.applicationInfo.accountType).toBe('Current Account');
    expect(record.accountInfo[0].accountNo).toMatch(/^\d{10,}$/);
    expect(record.organizationInfo.screeningInfo.statusOverAll).toBe('continue');
  });

  it('answers the create call with prospectId and validRoCode', async () => {
    const res = await create(createBody(person()));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['prospectId', 'validRoCode']);
    expect(res.json().validRoCode).toBe('N');
  });

  it('checks the applicant in full on create, names each failing path and creates nothing', async () => {
    const who = person({ fullName: '', mobileNo: '12345', email: 'not-an-email' });
    const res = await create({ ...createBody(who), applicantInfo: { ...who, roCode: '12 34' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorType).toBe('FieldsValidation');
    const byPath = Object.fromEntries(body.errors.map((e: { fieldPath: string; message: string }) => [e.fieldPath, e.message]));
    expect(byPath['$.applicantInfo.fullName']).toBe('Full name is not filled');
    expect(byPath['$.applicantInfo.mobileNo']).toBe('Mobile Number should have 9 digits');
    expect(byPath['$.applicantInfo.roCode']).toBe('Only numbers without spaces are allowed');
    expect(byPath['$.applicantInfo.email']).toBeDefined();
    expect(body.errors.every((e: { errorCode: string }) => e.errorCode === 'FIELD_INVALID')).toBe(true);
    expect((await outbox(t.app)).some((m) => m.to === `+971${who.mobileNo}`)).toBe(false);
  });

  it('applies the foreign phone rule to other country codes', async () => {
    const ok = await create(createBody(person({ countryCode: '44', mobileNo: '7700900' })));
    expect(ok.statusCode).toBe(200);
    const bad = await create(createBody(person({ countryCode: '44', mobileNo: '12' })));
    expect(bad.json().errors[0]).toMatchObject({ fieldPath: '$.applicantInfo.mobileNo', message: 'Mobile Number should have 4 to 10 digits' });
  });

  it('refuses an unknown account type and an unknown user type', async () => {
    const res = await create({ ...createBody(person()), applicationInfo: { accountType: 'platinum' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ errorCode: 'ACCOUNT_TYPE_INVALID', fieldPath: '$.applicationInfo.accountType' });
    expect((await create(createBody(person()), 'retail')).statusCode).toBe(404);
  });

  it('someone else’s application answers exactly as an unknown one (404), and neither shows data', async () => {
    const a = await applicantWithToken(t.app);
    const b = await applicantWithToken(t.app);
    const other = await readProspect(t.app, a.token, b.prospectId);
    expect(other.body).not.toContain(b.applicant.email);
    const unknown = await readProspect(t.app, a.token, 'QA1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ errorCode: '12002', message: 'Invalid Prospect ID' });
    // alike but for the request id each answer carries
    const alike = (res: { statusCode: number; json(): Record<string, unknown> }) => ({ status: res.statusCode, ...res.json(), requestId: undefined });
    expect(alike(other)).toEqual(alike(unknown));
    const save = await saveProspect(t.app, a.token, b.prospectId, { version: 1, organizationInfo: { companyName: 'Mine now' } });
    const saveUnknown = await saveProspect(t.app, a.token, 'QAUNKNOWN2345', { version: 1, organizationInfo: { companyName: 'Mine now' } });
    expect(alike(save)).toEqual(alike(saveUnknown));
    expect(save.statusCode).toBe(404);
    expect((await readProspect(t.app, b.token, b.prospectId)).json().organizationInfo?.companyName).not.toBe('Mine now');
  });

  it('a draft save stores the answers, bumps the version and answers accountInfo and preScreening', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    const before = (await readProspect(t.app, token, prospectId)).json();
    const res = await saveProspect(t.app, token, prospectId, {
      ...before,
      organizationInfo: { ...before.organizationInfo, companyName: 'Falcon Trading LLC' },
      saveType: 'continue',
      actionType: 'save',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ prospectId, version: 2, preScreening: { statusOverAll: 'continue' } });
    expect(body.accountInfo[0].accountNo).toBe(before.accountInfo[0].accountNo);
    expect(body.preScreening.screeningResults.length).toBeGreaterThanOrEqual(13);
    const after = (await readProspect(t.app, token, prospectId)).json();
    expect(after.organizationInfo.companyName).toBe('Falcon Trading LLC');
    expect(after.applicationInfo).toMatchObject({ saveType: 'continue', actionType: 'save' });
    expect(after.version).toBe(2);
  });

  it('a save that leaves a group out keeps its stored answers', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    await saveProspect(t.app, token, prospectId, { version: 1, orgKYCDetails: { companyCategory: 'LLC', yearsInBusiness: 0 } });
    const res = await saveProspect(t.app, token, prospectId, { version: 2, organizationInfo: { companyName: 'Oryx Design' } });
    expect(res.statusCode).toBe(200);
    const after = (await readProspect(t.app, token, prospectId)).json();
    expect(after.orgKYCDetails).toMatchObject({ companyCategory: 'LLC', yearsInBusiness: 0 });
    expect(after.organizationInfo.companyName).toBe('Oryx Design');
    expect(after.applicantInfo.fullName).toBe('Amal Haddad');
  });

  it('a stale version answers 409 and changes nothing', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    expect((await saveProspect(t.app, token, prospectId, { version: 1, organizationInfo: { companyName: 'First' } })).statusCode).toBe(200);
    const stale = await saveProspect(t.app, token, prospectId, { version: 1, organizationInfo: { companyName: 'Second' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorType: 'Conflict', errors: [{ errorCode: 'CONFLICT' }] });
    const after = (await readProspect(t.app, token, prospectId)).json();
    expect(after.organizationInfo.companyName).toBe('First');
    expect(after.version).toBe(2);
  });

  it('two saves of the same version at once: one wins, the other gets 409', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    const results = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => saveProspect(t.app, token, prospectId, { version: 1, organizationInfo: { companyName: name } })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await readProspect(t.app, token, prospectId)).json().version).toBe(2);
  });

  it('a draft save checks types and limits only, with FieldsValidation paths', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    const empty = await saveProspect(t.app, token, prospectId, { version: 1, organizationInfo: { companyName: '' } });
    expect(empty.statusCode).toBe(200);
    const long = await saveProspect(t.app, token, prospectId, { version: 2, organizationInfo: { companyName: 'x'.repeat(60) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      errorType: 'FieldsValidation',
      errors: [{ errorCode: 'FIELD_INVALID', fieldPath: '$.organizationInfo.companyName', message: 'Maximum 50 characters allowed' }],
    });
    expect((await readProspect(t.app, token, prospectId)).json().version).toBe(2);
  });

  it('a submit checks the whole record and names every missing field', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    const res = await saveProspect(t.app, token, prospectId, { version: 1, actionType: 'submit', saveType: 'next' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { fieldPath: string }) => e.fieldPath);
    expect(paths).toContain('$.organizationInfo.companyName');
    expect(paths).toContain('$.organizationInfo.licenseNumber');
    const message = res.json().errors.find((e: { fieldPath: string }) => e.fieldPath === '$.organizationInfo.companyName').message;
    expect(message).toBe('Company name is not filled');
    expect((await readProspect(t.app, token, prospectId)).json().version).toBe(1);
  });

  it('fields only the server decides cannot be changed by a save', async () => {
    const { prospectId, token, applicant } = await applicantWithToken(t.app);
    const before = (await readProspect(t.app, token, prospectId)).json();
    const res = await saveProspect(t.app, token, prospectId, {
      version: 1,
      generalInfo: { prospectId: 'QA999' },
      applicantInfo: { validRoCode: 'Y', email: 'thief@example.com', mobileNo: '509999999', fullName: 'Amal K Haddad' },
      accountInfo: [{ accountNo: '1', accountCurrencies: ['AED', 'USD'] }],
      organizationInfo: { screeningInfo: { statusOverAll: 'continue', screeningResults: [] } },
    });
    expect(res.statusCode).toBe(200);
    const after = (await readProspect(t.app, token, prospectId)).json();
    expect(after.generalInfo.prospectId).toBe(prospectId);
    expect(after.applicantInfo).toMatchObject({ validRoCode: 'N', email: applicant.email, mobileNo: applicant.mobileNo, fullName: 'Amal K Haddad' });
    expect(after.accountInfo[0]).toMatchObject({ accountNo: before.accountInfo[0].accountNo, accountCurrencies: ['AED', 'USD'] });
    expect(after.organizationInfo.screeningInfo.screeningResults.length).toBeGreaterThan(0);
  });

  it('bad bodies answer 4xx, never 5xx, and lose nothing', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    await saveProspect(t.app, token, prospectId, { version: 1, organizationInfo: { companyName: 'Kept' } });
    const bodies: unknown[] = [
      {},
      { version: 'two' },
      [],
      { version: 2, applicantInfo: 5 },
      { version: 2, organizationInfo: [] },
      { version: 2, signatoryInfo: 'x' },
      { version: 2, signatoryInfo: [null, 3, { kycDetails: 'y' }] },
      { version: 2, documents: 7 },
      { version: 2, orgKYCDetails: { industryMultiSelect: 'z' } },
      { version: 2, accountInfo: 'n' },
    ];
    for (const payload of bodies) {
      const res = await saveProspect(t.app, token, prospectId, payload as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
    const raw = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/usertypes/sme/prospects/${prospectId}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"version": 2,',
    });
    expect(raw.statusCode).toBe(400);
    const after = (await readProspect(t.app, token, prospectId)).json();
    expect(after.organizationInfo.companyName).toBe('Kept');
    const createBad = await t.app.inject({ method: 'POST', url: '/api/v1/users/sme/prospects', payload: { applicantInfo: 'x' } });
    expect(createBad.statusCode).toBe(400);
  });
});

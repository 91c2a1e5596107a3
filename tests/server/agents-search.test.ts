import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, person } from './applicant/support';
import { agentWithToken, overview, search, setColumns, type TestAgent } from './agents.support';
import { byTest } from './trail.support';

describe.each(databases())('agent search and overview ($name)', ({ db }) => {
  let t: TestApp;
  let agent: TestAgent;
  let found: Awaited<ReturnType<typeof applicantWithToken>>;
  const licence = `LIC-${process.pid}-77`;

  beforeAll(async () => {
    t = await testApp(db);
    agent = await agentWithToken(t.app);
    found = await applicantWithToken(t.app, person({ fullName: 'Layla Zarouni Khan' }));
    // The company as the company step stores it (record and its indexed copies).
    const company = { companyName: 'Zarouni Trading LLC', licenseNumber: licence };
    await t.app.db.execute(
      sql`UPDATE prospects SET record = jsonb_set(record, '{organizationInfo}', (record->'organizationInfo') || ${JSON.stringify(company)}::jsonb),
          company_name = ${company.companyName}, trade_licence = ${licence.toUpperCase()}, ${byTest} WHERE id = ${found.prospectId}`,
    );
    const people = [
      { signatoryId: 's1', fullName: 'Layla Zarouni Khan', kycDetails: { emirateIdDetails: { eidNumber: '784-1990-1234567-1' } } },
      { signatoryId: 's2', fullName: '', kycDetails: {} },
    ];
    await t.app.db.execute(
      sql`UPDATE prospects SET record = jsonb_set(record, '{signatoryInfo}', ${JSON.stringify(people)}::jsonb), ${byTest} WHERE id = ${found.prospectId}`,
    );
    await applicantWithToken(t.app, person({ fullName: 'Omar Said' }));
  });
  afterAll(async () => t.close());

  const ids = (res: { json(): { searchResult: Array<{ prospectId: string }> } }) => res.json().searchResult.map((line) => line.prospectId);

  it('needs at least one criterion; a country code alone is none', async () => {
    for (const body of [{}, { countryCode: '971' }, { fullName: '   ', email: '' }]) {
      const res = await search(t.app, agent.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorType: 'FieldsValidation',
        errors: [{ errorCode: 'SEARCH_CRITERIA_REQUIRED', message: 'Enter at least one search criterion.' }],
      });
    }
  });

  it('refuses badly formed criteria field by field', async () => {
    const res = await search(t.app, agent.token, { mobileNo: '50-123', email: 'x'.repeat(51) });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { fieldPath: string }) => e.fieldPath)
        .sort(),
    ).toEqual(['$.email', '$.mobileNo']);
  });

  it('a criterion that matches part of a value needs enough of it: one letter does not list the whole book', async () => {
    for (const body of [{ fullName: 'a' }, { fullName: 'La' }, { mobileNo: '5' }, { mobileNo: '123' }, { countryCode: '971', mobileNo: '50' }]) {
      const res = await search(t.app, agent.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorType).toBe('FieldsValidation');
    }
    expect((await search(t.app, agent.token, { fullName: 'Lay' })).statusCode).toBe(200);
  });

  it('finds by each criterion, with the fields of a result line', async () => {
    const { applicant, prospectId } = found;
    const criteria = [
      { fullName: 'zarouni' },
      { countryCode: '971', mobileNo: applicant.mobileNo },
      { mobileNo: applicant.mobileNo.slice(-7) },
      // as the page sends it: the country code with the last digits of the number
      { countryCode: '971', mobileNo: applicant.mobileNo.slice(-4) },
      { countryCode: '+971', mobileNo: applicant.mobileNo.slice(-7) },
      { leadNumber: prospectId.toLowerCase() },
      { tradeLicenseNo: licence.toLowerCase() },
      { email: applicant.email.toUpperCase() },
      { eidNumber: '784199012345671' },
      { eidNumber: '784-1990-1234567-1', fullName: 'Layla' },
    ];
    for (const body of criteria) {
      const res = await search(t.app, agent.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(ids(res), JSON.stringify(body)).toEqual([prospectId]);
    }
    // the country code still counts: the same last digits in another country are another number
    expect(ids(await search(t.app, agent.token, { countryCode: '44', mobileNo: applicant.mobileNo.slice(-7) }))).toEqual([]);
    const line = (await search(t.app, agent.token, { leadNumber: prospectId })).json().searchResult[0];
    expect(line).toMatchObject({
      prospectId,
      fullName: 'Layla Zarouni Khan',
      companyName: 'Zarouni Trading LLC',
      accountType: 'Current Account',
      islamicBanking: false,
      status: 'Incomplete',
      email: applicant.email,
    });
    expect(Date.parse(line.createdAt)).not.toBeNaN();
  });

  it('all criteria must match; no match is an empty list, not an error', async () => {
    const none = await search(t.app, agent.token, { fullName: 'zarouni', email: 'someone.else@example.com' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ searchResult: [] });
    expect(ids(await search(t.app, agent.token, { fullName: '%%%' }))).toEqual([]);
    expect(ids(await search(t.app, agent.token, { eidNumber: '784-1990-1234567-2' }))).toEqual([]);
  });

  it('the overview shows company, filled stakeholders, status, documents, screening and whether Edit is possible', async () => {
    const res = await overview(t.app, agent.token, found.prospectId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      prospectId: found.prospectId,
      status: 'Incomplete',
      company: { companyName: 'Zarouni Trading LLC', licenseNumber: licence },
      edit: { allowed: true },
      // a draft: nothing to ask the customer for yet
      statusChange: { allowed: false },
      roEditing: { held: false, byMe: false },
    });
    expect(body.company.screeningInfo).toBeUndefined();
    expect(body.screening.statusOverAll).toBe('continue');
    expect(body.stakeholders.map((s: { signatoryId: string }) => s.signatoryId)).toEqual(['s1']);
    expect(body.documents).toBeDefined();
    expect((await overview(t.app, agent.token, 'QA1')).json().errors[0].errorCode).toBe('12002');
    const submitted = await applicantWithToken(t.app);
    await setColumns(t.app, submitted.prospectId, { status: 'submitted' });
    expect((await overview(t.app, agent.token, submitted.prospectId)).json().statusChange).toEqual({ allowed: true });
    await setColumns(t.app, submitted.prospectId, { bankStatus: 'Declined' });
    expect((await overview(t.app, agent.token, submitted.prospectId)).json().statusChange).toEqual({ allowed: false });
  });
});

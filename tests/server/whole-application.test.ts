import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer, readProspect, saveProspect } from './applicant/support';
import { agentWithToken, type TestAgent } from './agents.support';
import { analystToken, changed, companyNameChange, currentReleaseId, publish } from './releases.support';
import { everyStageAnswered } from './helpers/filled-record';

type Row = { path: string; label: string; value: string | null; changed?: { at: string; actorKind: string } };
type Section = { wizardId: string; title: string; person?: string; steps: { id: string; title: string; rows: Row[] }[] };

// Rule WHOLE-APP: an officer reads every answer of an application under its label, laid out from the
// schemas of the application's own release, without a hold; the read is in the trail.
describe.each(databases())('the whole application, read-only ($name)', ({ db }) => {
  let t: TestApp;
  let agent: TestAgent;
  let counter = 0;
  beforeAll(async () => {
    t = await testApp(db);
    agent = await agentWithToken(t.app);
  });
  afterAll(async () => t.close());

  const answersOf = (prospectId: string, token = agent.token) =>
    t.app.inject({ method: 'GET', url: `/api/v1/agent/prospects/${prospectId}/answers`, headers: bearer(token) });
  const row = (sections: Section[], wizardId: string, path: string) =>
    sections
      .filter((s) => s.wizardId === wizardId)
      .flatMap((s) => s.steps.flatMap((step) => step.rows.map((r) => ({ ...r, step: step.title, person: s.person }))))
      .find((r) => r.path === path);

  async function filledApplication() {
    const customer = await applicantWithToken(t.app);
    const read = (await readProspect(t.app, customer.token, customer.prospectId)).json();
    const answered = everyStageAnswered(read);
    // a licence of its own: the same licence as another application is a duplicate
    counter += 1;
    answered.organizationInfo.licenseNumber = `WA-${process.pid}-${counter}`;
    answered.signatoryInfo = [{ signatoryId: 'companySignatory_1', firstName: 'Omar', lastName: 'Haddad', kycDetails: { isSignatory: true } }];
    const saved = await saveProspect(t.app, customer.token, customer.prospectId, { ...answered, version: read.version, saveType: 'auto', actionType: 'save' });
    expect(saved.statusCode, saved.body).toBe(200);
    return { ...customer, answered };
  }

  it('lists every wizard’s answers under their labels, choices in words, each person on their own, not answered ones said so', async () => {
    const { prospectId, answered } = await filledApplication();
    const res = await answersOf(prospectId);
    expect(res.statusCode, res.body).toBe(200);
    const { sections } = res.json() as { sections: Section[] };
    expect(sections.map((s) => s.wizardId)).toEqual(
      ['applicantInfo', 'companyInfo', 'stakeholder', 'finalQuestionsCompany', 'finalQuestionsSignatory', 'selectServices'].filter((id) =>
        sections.some((s) => s.wizardId === id),
      ),
    );
    expect(row(sections, 'companyInfo', 'organizationInfo.companyName')).toMatchObject({
      label: 'Company name',
      value: answered.organizationInfo.companyName,
      step: 'Company Details',
    });
    // a code of a datalist in its words, a list of codes each in words
    expect(row(sections, 'companyInfo', 'organizationInfo.countryOfIncorporation')?.value).toBe('United Arab Emirates');
    expect(row(sections, 'companyInfo', 'orgKYCDetails.industryMultiSelect[0].industry')?.value).toBe('General Trading, Retail Trade');
    // a person wizard once per person, under their name
    expect(row(sections, 'stakeholder', 'signatoryInfo[0].firstName')).toMatchObject({ value: 'Omar', person: 'Omar Haddad' });
    expect(row(sections, 'stakeholder', 'signatoryInfo[0].kycDetails.isSignatory')?.value).toBe('Yes');
    // the KYC annexure, which only the bank fills in, is part of it
    expect(sections.find((s) => s.wizardId === 'selectServices')?.steps.map((step) => step.id)).toContain('kycAnnexure');
    // each answer with its last change; its history alone through the trail's `field`
    expect(row(sections, 'companyInfo', 'organizationInfo.companyName')).toMatchObject({ changed: { actorKind: 'customer', at: expect.any(String) } });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/agent/prospects/${prospectId}/trail?field=${encodeURIComponent('organizationInfo.companyName')}`,
      headers: bearer(agent.token),
    });
    expect(history.json().entries.map((e: { field: string; newValue: unknown }) => [e.field, e.newValue])).toEqual([
      ['organizationInfo.companyName', answered.organizationInfo.companyName],
    ]);
    // a question of a step that applies and has no answer is listed as not answered (null)
    expect(sections.flatMap((s) => s.steps.flatMap((step) => step.rows)).some((r) => r.value === null)).toBe(true);
  });

  it('takes no hold, is in the trail as the officer’s read, and is the officers’ only', async () => {
    const { prospectId, token } = await filledApplication();
    expect((await answersOf(prospectId)).statusCode).toBe(200);
    // the customer goes on saving: no hold was taken
    const read = (await readProspect(t.app, token, prospectId)).json();
    const saved = await saveProspect(t.app, token, prospectId, {
      version: read.version,
      saveType: 'auto',
      actionType: 'save',
      organizationInfo: { numberOfEmployees: 33 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const trail = await t.app.inject({ method: 'GET', url: `/api/v1/agent/prospects/${prospectId}/trail`, headers: bearer(agent.token) });
    expect(trail.json().entries.some((e: { action: string; actorId: string }) => e.action === 'readWhole' && e.actorId === String(agent.agentId))).toBe(true);
    expect((await answersOf(prospectId, token)).statusCode).toBe(401);
    expect((await answersOf('no-such-application')).statusCode).toBe(404);
  });

  it('is laid out from the release the application was saved under, not a newer one', async () => {
    const { prospectId } = await filledApplication();
    const before = await currentReleaseId(t.app);
    const analyst = await analystToken(t.app);
    const published = await publish(t.app, analyst, { files: await changed(t.app, companyNameChange), note: 'rename a step', basedOn: before });
    expect(published.statusCode, published.body).toBe(200);
    const res = await answersOf(prospectId);
    expect(res.json().releaseId).toBe(before);
    expect(row(res.json().sections, 'companyInfo', 'organizationInfo.companyName')?.step).toBe('Company Details');
    // a new application is laid out by the new release
    const { prospectId: newer } = await filledApplication();
    expect(row((await answersOf(newer)).json().sections, 'companyInfo', 'organizationInfo.companyName')?.step).toBe('About your company');
  });
});

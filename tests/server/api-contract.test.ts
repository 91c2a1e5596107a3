import Fastify from 'fastify';
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentLoggedIn, HoldTaken } from '../../src/core/api/agents';
import { ApplicationList } from '../../src/core/api/applications';
import { DocumentsListing, UploadToken } from '../../src/core/api/documents';
import { OtpVerified } from '../../src/core/api/otp';
import { ProspectSaved, StoredProspect } from '../../src/core/api/prospects';
import { ProspectOverview, SearchAnswer } from '../../src/core/api/search';
import { declaredAnswersOnly } from '../../src/server/plugins/declared-answers';
import { applicantWithToken, bearer, readProspect, saveProspect } from './applicant/support';
import { agentWithToken, login, overview, search, takeEdit } from './agents.support';
import { databases, testApp, type TestApp } from './helpers/app';

// One contract (src/core/api/): the server refuses a route that declares no answer, serializes from the
// declaration (a field it does not name stays on the server), and real answers match it.

describe('declared answers', () => {
  it('a route without a declared answer stops the server from starting', async () => {
    const app = Fastify();
    declaredAnswersOnly(app);
    expect(() => app.get('/undeclared', async () => ({ secret: 'x' }))).toThrow(/GET \/undeclared declares no answer/);
    await app.close();
  });

  it('an answer carries only what its declaration names', async () => {
    const app = Fastify();
    declaredAnswersOnly(app);
    app.get('/declared', { schema: { response: { 200: Type.Object({ shown: Type.String() }) } } }, async () => ({ shown: 'yes', secret: 'kept back' }));
    const res = await app.inject({ url: '/declared' });
    expect(res.json()).toEqual({ shown: 'yes' });
    await app.close();
  });
});

describe.each(databases())('answers match their contracts on $name', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const matches = (schema: TSchema, value: unknown) => {
    expect([...Compile(schema).Errors(value)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  };

  it("the customer's code, record, save, applications and documents", async () => {
    const { prospectId, token, verified } = await applicantWithToken(t.app);
    matches(OtpVerified, verified);
    const read = await readProspect(t.app, token, prospectId);
    matches(StoredProspect, read.json());
    const saved = await saveProspect(t.app, token, prospectId, { ...read.json(), saveType: 'auto', actionType: 'save' });
    expect(saved.statusCode).toBe(200);
    matches(ProspectSaved, saved.json());
    // the save names the account numbers, nothing else of the accounts
    for (const account of saved.json().accountInfo) expect(Object.keys(account)).toEqual(['accountNo']);
    const list = await t.app.inject({ url: '/api/v1/usertypes/sme/prospects', headers: bearer(token) });
    matches(ApplicationList, list.json());
    const documents = await t.app.inject({ url: `/api/v1/prospects/${prospectId}/documents`, headers: bearer(token) });
    matches(DocumentsListing, documents.json());
    const uploadToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/onboarding/document/oauth2/token',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', module: 'DAO', prospectId }).toString(),
    });
    matches(UploadToken, uploadToken.json());
  });

  it("the officer's login, search, overview and hold", async () => {
    const { prospectId, applicant } = await applicantWithToken(t.app);
    const agent = await agentWithToken(t.app);
    matches(AgentLoggedIn, (await login(t.app, agent.userName, agent.password, '10.2.0.1')).json());
    const found = await search(t.app, agent.token, { leadNumber: prospectId, email: applicant.email });
    matches(SearchAnswer, found.json());
    expect(found.json().searchResult).toHaveLength(1);
    matches(ProspectOverview, (await overview(t.app, agent.token, prospectId)).json());
    matches(HoldTaken, (await takeEdit(t.app, agent.token, prospectId)).json());
    // held: the overview names the holder
    matches(ProspectOverview, (await overview(t.app, agent.token, prospectId)).json());
  });
});

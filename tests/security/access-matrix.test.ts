import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile } from '../fixtures/make-files';
import { agentWithToken, login, setColumns, type TestAgent } from '../server/agents.support';
import type { Bundle } from '../../src/core/bundle';
import { agentRules, hashPassword, insertAgent } from '../../src/server/domain/agents';
import { addressOf, applicantWithToken, bearer, createBody, lastCode, otpCall, person, readProspect, type Person } from '../server/applicant/support';
import { multipart, upload, uploadToken } from '../server/documents-helpers';
import { databases, testApp, type TestApp } from '../server/helpers/app';
import { appRoutes, claimsOf, expiredToken, expiredUploadToken, routeKey } from './support';

/**
 * The access matrix: every API route of the app × seven callers, each answer
 * compared with the status the table below says. An "unintended success" is a 2xx where the
 * table expects a refusal. Routes are read from the app itself: a route missing from the table
 * fails the suite.
 */

const CALLERS = ['none', 'expired', 'loggedOut', 'customerA', 'customerB', 'agent', 'analyst'] as const;
type Caller = (typeof CALLERS)[number];

interface Context {
  app: FastifyInstance;
  agent: TestAgent;
  analyst: { userName: string; password: string; token: string };
  /** the published release (its files, for the rows that check and publish them) */
  release: { id: string; files: Bundle };
  a: { prospectId: string; token: string; applicant: Person };
  b: { prospectId: string; token: string };
  /** Tokens per caller: the expired and logged-out ones come in a customer-A and an agent variant. */
  tokens: { expired: { customer: string; agent: string; analyst: string }; loggedOut: { customer: string; agent: string; analyst: string } };
}

interface RouteSpec {
  /** Expected status per caller (none, expired, loggedOut, customerA, customerB, agent, analyst). */
  expect: [number, number, number, number, number, number, number];
  /** The request apart from the caller's authorization header. */
  request(ctx: Context, caller: Caller, token: string | undefined): Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'>;
  /** State to set before the route's calls. */
  before?(ctx: Context): Promise<void>;
}

const all = (status: number): RouteSpec['expect'] => [status, status, status, status, status, status, status];
// 401 for every session-less caller, then customer A, customer B, agent
// B asking for A's application hears what anyone asking for a missing one hears (404)
const customerOrAgent: RouteSpec['expect'] = [401, 401, 401, 200, 404, 200, 401];
const agentOnly = (ok: number): RouteSpec['expect'] => [401, 401, 401, 401, 401, ok, 401];
// the releases' publishing: analysts alone
const analystOnly = (ok: number): RouteSpec['expect'] => [401, 401, 401, 401, 401, 401, ok];

async function currentVersion(ctx: Context): Promise<number> {
  return ((await readProspect(ctx.app, ctx.a.token, ctx.a.prospectId)).json() as { version: number }).version;
}

/** Which upload token a caller can put in the multipart body of an upload to A's application. */
async function uploadJwtOf(ctx: Context, caller: Caller, token: string | undefined): Promise<string | undefined> {
  if (caller === 'none') return undefined;
  if (caller === 'expired') return expiredUploadToken(ctx.app, ctx.a.prospectId);
  // these session tokens cannot get an upload token (any more): try them as one
  if (caller === 'loggedOut' || caller === 'analyst') return token;
  if (caller === 'customerB') return uploadToken(ctx.app, ctx.b.token, ctx.b.prospectId);
  return uploadToken(ctx.app, token!, ctx.a.prospectId);
}

/**
 * THE TABLE: method + path → expected status per caller, in the order the calls run (logout last,
 * it ends the sessions). Public routes (health, config, client errors, one-time codes, agent
 * login, creating an application, opening an invite, the dev outbox outside production) are
 * open to everyone.
 */
const TABLE: Record<string, RouteSpec> = {
  'GET /api/v1/health': { expect: all(200), request: () => ({ url: '/api/v1/health' }) },
  'GET /api/v1/config': { expect: all(200), request: () => ({ url: '/api/v1/config?segment=sme&role=customer' }) },
  'POST /api/v1/client-errors': { expect: all(204), request: () => ({ url: '/api/v1/client-errors', payload: { messages: ['boom'], url: '/x' } }) },
  'POST /api/v1/otp': {
    expect: all(200),
    request: () => {
      const p = person();
      return {
        url: '/api/v1/otp',
        remoteAddress: addressOf(p),
        payload: { action: 'generate', email: p.email, countryCode: p.countryCode, mobileNo: p.mobileNo },
      };
    },
  },
  'POST /api/v1/users/authenticate': {
    expect: all(200),
    request: (ctx, caller) => ({
      url: '/api/v1/users/authenticate',
      remoteAddress: `10.9.0.${CALLERS.indexOf(caller) + 1}`,
      payload: { userName: ctx.agent.userName, password: ctx.agent.password },
    }),
  },
  'POST /api/v1/users/:userType/prospects': {
    expect: all(200),
    request: () => {
      const p = person();
      return { url: '/api/v1/users/sme/prospects', remoteAddress: addressOf(p), payload: createBody(p) };
    },
  },
  // an unknown invite: the route is open, the answer is Gone for everyone alike
  'POST /api/v1/invites/open': { expect: all(410), request: () => ({ url: '/api/v1/invites/open', payload: { invite: 'no-such-invite-token' } }) },
  'GET /api/v1/dev/outbox': { expect: all(200), request: () => ({ url: '/api/v1/dev/outbox' }) },

  'GET /api/v1/usertypes/:userType/prospects/:id': {
    expect: customerOrAgent,
    request: (ctx) => ({ url: `/api/v1/usertypes/sme/prospects/${ctx.a.prospectId}` }),
  },
  'GET /api/v1/prospects/:id/documents': { expect: customerOrAgent, request: (ctx) => ({ url: `/api/v1/prospects/${ctx.a.prospectId}/documents` }) },
  'POST /api/v1/onboarding/document/oauth2/token': {
    expect: customerOrAgent,
    request: (ctx) => ({
      url: '/api/v1/onboarding/document/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', module: 'DAO', prospectId: ctx.a.prospectId }).toString(),
    }),
  },
  'POST /api/v1/banks/:bank/prospects/:id/documents': {
    expect: customerOrAgent,
    request: async (ctx, caller, token) => {
      const jwt = await uploadJwtOf(ctx, caller, token);
      const body = multipart({ ...(jwt ? { jwtToken: jwt } : {}), documentKey: 'MOA_1' }, { name: 'moa.pdf', content: pdfFile() });
      return { url: `/api/v1/banks/rak/prospects/${ctx.a.prospectId}/documents`, headers: body.headers, payload: body.payload };
    },
  },
  'GET /api/v1/banks/:bank/prospects/:id/documents/:documentKey': {
    expect: customerOrAgent,
    request: (ctx) => ({ url: `/api/v1/banks/rak/prospects/${ctx.a.prospectId}/documents/TradeLicense_1` }),
  },
  // My Applications: each customer sees their own list (B's must not name A's application)
  'GET /api/v1/usertypes/:userType/prospects': { expect: [401, 401, 401, 200, 200, 401, 401], request: () => ({ url: '/api/v1/usertypes/sme/prospects' }) },
  'POST /api/v1/usertypes/:userType/prospects/search': {
    expect: agentOnly(200),
    request: (ctx) => ({ url: '/api/v1/usertypes/agent/prospects/search', payload: { leadNumber: ctx.a.prospectId } }),
  },
  'GET /api/v1/usertypes/agent/prospects/:id': { expect: agentOnly(200), request: (ctx) => ({ url: `/api/v1/usertypes/agent/prospects/${ctx.a.prospectId}` }) },
  // the agent passes the session check, then needs edit mode to save (423 RO_EDIT_REQUIRED)
  'PUT /api/v1/usertypes/sme/prospects/:id': {
    expect: [401, 401, 401, 200, 404, 423, 401],
    request: async (ctx) => ({
      url: `/api/v1/usertypes/sme/prospects/${ctx.a.prospectId}`,
      payload: { version: await currentVersion(ctx), saveType: 'auto', actionType: 'save' },
    }),
  },
  // A's own application is not one screening offers another account (400); B's is not B's (404, as a missing one); the agent must hold it (423)
  'POST /api/v1/usertypes/sme/prospects/:id/account-type': {
    expect: [401, 401, 401, 400, 404, 423, 401],
    request: async (ctx) => ({
      url: `/api/v1/usertypes/sme/prospects/${ctx.a.prospectId}/account-type`,
      payload: { version: await currentVersion(ctx), accountType: 'Current Account' },
    }),
  },
  'POST /api/v1/agent/prospects/:id/edit': { expect: agentOnly(200), request: (ctx) => ({ url: `/api/v1/agent/prospects/${ctx.a.prospectId}/edit` }) },
  'POST /api/v1/agent/prospects/:id/edit/heartbeat': {
    expect: agentOnly(200),
    request: (ctx) => ({ url: `/api/v1/agent/prospects/${ctx.a.prospectId}/edit/heartbeat` }),
  },
  'DELETE /api/v1/agent/prospects/:id/edit': { expect: agentOnly(204), request: (ctx) => ({ url: `/api/v1/agent/prospects/${ctx.a.prospectId}/edit` }) },
  'GET /api/v1/agent/prospects/:id/trail': { expect: agentOnly(200), request: (ctx) => ({ url: `/api/v1/agent/prospects/${ctx.a.prospectId}/trail` }) },
  'GET /api/v1/agent/prospects/:id/answers': { expect: agentOnly(200), request: (ctx) => ({ url: `/api/v1/agent/prospects/${ctx.a.prospectId}/answers` }) },
  'GET /api/v1/agent/prospects/:id/history': { expect: agentOnly(200), request: (ctx) => ({ url: `/api/v1/agent/prospects/${ctx.a.prospectId}/history` }) },
  'POST /api/v1/agent/prospects/:id/notes': {
    expect: agentOnly(201),
    request: (ctx) => ({ url: `/api/v1/agent/prospects/${ctx.a.prospectId}/notes`, payload: { text: 'Checked the licence.', forCustomer: false } }),
  },
  // the customer's own application only; an officer reads the bank's side through /history
  'GET /api/v1/usertypes/:userType/prospects/:id/messages': {
    expect: [401, 401, 401, 200, 404, 401, 401],
    request: (ctx) => ({ url: `/api/v1/usertypes/sme/prospects/${ctx.a.prospectId}/messages` }),
  },
  'GET /api/v1/agent/prospects/:id/files': { expect: agentOnly(200), request: (ctx) => ({ url: `/api/v1/agent/prospects/${ctx.a.prospectId}/files` }) },
  'GET /api/v1/agent/invites': { expect: agentOnly(200), request: () => ({ url: '/api/v1/agent/invites' }) },
  // an invite the calling officer did not send: none of theirs to act on
  'POST /api/v1/agent/invites/:id/resend': { expect: agentOnly(404), request: () => ({ url: '/api/v1/agent/invites/987654321/resend' }) },
  'POST /api/v1/agent/invites/:id/revoke': { expect: agentOnly(404), request: () => ({ url: '/api/v1/agent/invites/987654321/revoke' }) },
  // the calling officer is not a supervisor
  'GET /api/v1/agent/officers': { expect: agentOnly(403), request: () => ({ url: '/api/v1/agent/officers' }) },
  'GET /api/v1/agent/officers/:agentId/trail': { expect: agentOnly(403), request: () => ({ url: '/api/v1/agent/officers/987654321/trail' }) },
  'GET /api/v1/agent/queue': { expect: agentOnly(200), request: () => ({ url: '/api/v1/agent/queue' }) },
  'POST /api/v1/agent/prospects/:id/assign': {
    expect: agentOnly(200),
    request: (ctx) => ({ url: `/api/v1/agent/prospects/${ctx.a.prospectId}/assign`, payload: {} }),
  },
  'POST /api/v1/agent/prospects/:id/status': {
    expect: agentOnly(200),
    before: (ctx) => setColumns(ctx.app, ctx.a.prospectId, { status: 'submitted' }),
    request: (ctx) => ({
      url: `/api/v1/agent/prospects/${ctx.a.prospectId}/status`,
      payload: { status: 'Documents needed', statusNotes: 'Please send the licence' },
    }),
  },
  'POST /api/v1/agent/createInvite': {
    expect: agentOnly(200),
    request: () => ({
      url: '/api/v1/agent/createInvite',
      payload: { custName: 'Huda Saleh', custEmail: `huda${Math.random().toString(16).slice(2, 8)}@example.com` },
    }),
  },
  // the published release is everyone's to read (the forms every visitor gets)
  'GET /api/v1/releases/current': { expect: all(200), request: () => ({ url: '/api/v1/releases/current' }) },
  'GET /api/v1/releases/:id/:file': { expect: all(200), request: (ctx) => ({ url: `/api/v1/releases/${ctx.release.id}/content.json` }) },
  // an account's key-facts statement: every visitor reads it before applying
  'GET /api/v1/key-facts/:file': { expect: all(200), request: () => ({ url: '/api/v1/key-facts/current-account.pdf' }) },
  // the Express terms, package sheets and price guide: read before applying too
  'GET /api/v1/sheets/:file': { expect: all(200), request: () => ({ url: '/api/v1/sheets/express-terms.pdf' }) },
  'GET /api/v1/releases/:id/validators/:module': { expect: all(200), request: (ctx) => ({ url: `/api/v1/releases/${ctx.release.id}/validators/index.js` }) },
  'POST /api/v1/analysts/login': {
    expect: all(200),
    request: (ctx, caller) => ({
      url: '/api/v1/analysts/login',
      remoteAddress: `10.9.1.${CALLERS.indexOf(caller) + 1}`,
      payload: { userName: ctx.analyst.userName, password: ctx.analyst.password },
    }),
  },
  'GET /api/v1/releases': { expect: analystOnly(200), request: () => ({ url: '/api/v1/releases' }) },
  'GET /api/v1/releases/texts': { expect: analystOnly(200), request: () => ({ url: '/api/v1/releases/texts' }) },
  'POST /api/v1/releases/check': { expect: analystOnly(200), request: (ctx) => ({ url: '/api/v1/releases/check', payload: { files: ctx.release.files } }) },
  // the published files again: a publication that changes nothing any other row meets
  'POST /api/v1/releases': {
    expect: analystOnly(200),
    request: async (ctx) => ({
      url: '/api/v1/releases',
      payload: { files: ctx.release.files, note: 'the same files', basedOn: (await ctx.app.releases.current()).id },
    }),
  },
  'POST /api/v1/releases/:id/restore': { expect: analystOnly(200), request: (ctx) => ({ url: `/api/v1/releases/${ctx.release.id}/restore`, payload: {} }) },
  'POST /api/v1/auth/logout': { expect: [401, 401, 401, 204, 204, 204, 204], request: () => ({ url: '/api/v1/auth/logout' }) },
};

/** The session token a caller sends: for expired and logged-out callers, the twin of whoever the route lets in. */
function tokenOf(ctx: Context, caller: Caller, spec: RouteSpec): string | undefined {
  const ok = (status: number) => status >= 200 && status < 300;
  const twin = ok(spec.expect[3]) ? 'customer' : ok(spec.expect[5]) || !ok(spec.expect[6]) ? 'agent' : 'analyst';
  switch (caller) {
    case 'none':
      return undefined;
    case 'expired':
      return ctx.tokens.expired[twin];
    case 'loggedOut':
      return ctx.tokens.loggedOut[twin];
    case 'customerA':
      return ctx.a.token;
    case 'customerB':
      return ctx.b.token;
    case 'agent':
      return ctx.agent.token;
    case 'analyst':
      return ctx.analyst.token;
  }
}

async function setUp(app: FastifyInstance): Promise<Context> {
  const agent = await agentWithToken(app);
  const analystPassword = 'analyst-correct-horse';
  const analystUser = `analyst.${process.pid}`;
  await insertAgent(app.db, {
    userName: analystUser,
    name: 'Analyst',
    roCode: '',
    passwordHash: await hashPassword(analystPassword, agentRules(app.bundle).password),
    role: 'analyst',
  });
  const analystLogin = async (address: string) =>
    (
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/analysts/login',
          remoteAddress: address,
          payload: { userName: analystUser, password: analystPassword },
        })
      ).json() as {
        access_token: string;
      }
    ).access_token;
  const analyst = { userName: analystUser, password: analystPassword, token: await analystLogin('10.8.1.1') };
  const published = await app.releases.current();
  const a = await applicantWithToken(app, person());
  const b = await applicantWithToken(app, person());

  // one document on A's application, for the download row
  const uploaded = await upload(app, a.prospectId, await uploadToken(app, a.token, a.prospectId), 'TradeLicense_1', {
    name: 'licence.pdf',
    content: pdfFile(),
  });
  if (uploaded.statusCode !== 200) throw new Error(`upload failed: ${uploaded.statusCode} ${uploaded.body}`);

  // a second session of A's, ended by logout
  await otpCall(app, 'generate', a.applicant);
  const again = await otpCall(app, 'verify', a.applicant, { otpToken: await lastCode(app, a.applicant) });
  const customerLoggedOut = (again.json() as { access_token: string }).access_token;
  // a second session of the agent's, ended by logout
  const agentLoggedOut = ((await login(app, agent.userName, agent.password, '10.8.0.1')).json() as { access_token: string }).access_token;
  const analystLoggedOut = await analystLogin('10.8.1.2');
  for (const token of [customerLoggedOut, agentLoggedOut, analystLoggedOut]) {
    const out = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    if (out.statusCode !== 204) throw new Error(`logout failed: ${out.statusCode}`);
  }

  const own = (token: string) => {
    const claims = claimsOf(token);
    for (const name of ['aud', 'jti', 'sid', 'exp', 'iat', 'nbf', 'iss', 'sub']) delete claims[name];
    return claims;
  };
  return {
    app,
    agent,
    analyst,
    release: { id: published.id, files: published.bundle },
    a,
    b,
    tokens: {
      expired: {
        customer: await expiredToken(app, 'customer', own(a.token)),
        agent: await expiredToken(app, 'agent', own(agent.token)),
        analyst: await expiredToken(app, 'analyst', own(analyst.token)),
      },
      loggedOut: { customer: customerLoggedOut, agent: agentLoggedOut, analyst: analystLoggedOut },
    },
  };
}

interface Outcome {
  route: string;
  caller: Caller;
  expected: number;
  actual: number;
  body: string;
}

describe.each(databases())('access matrix on $name', ({ db }) => {
  let t: TestApp;
  let ctx: Context;
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    t = await testApp(db);
    ctx = await setUp(t.app);
  });
  afterAll(async () => t?.close());

  it('has a row for every route the app serves, and no row for a route it does not serve', () => {
    const served = appRoutes(t.app)
      .filter((r) => r.method !== 'HEAD')
      .map(routeKey)
      .sort();
    expect(served).toEqual(Object.keys(TABLE).sort());
    // every GET has its HEAD twin, run with the GET's row
    const heads = appRoutes(t.app)
      .filter((r) => r.method === 'HEAD')
      .map((r) => r.url)
      .sort();
    expect(heads).toEqual(
      served
        .filter((k) => k.startsWith('GET '))
        .map((k) => k.slice(4))
        .sort(),
    );
  });

  it('answers every route × caller as the table says, with 0 unintended successes', async () => {
    const routes = appRoutes(t.app);
    for (const [key, spec] of Object.entries(TABLE)) {
      const [method, url] = key.split(' ');
      const methods = routes.some((r) => r.method === 'HEAD' && r.url === url) && method === 'GET' ? ['GET', 'HEAD'] : [method];
      await spec.before?.(ctx);
      for (const m of methods) {
        for (const [index, caller] of CALLERS.entries()) {
          const token = tokenOf(ctx, caller, spec);
          const request = await spec.request(ctx, caller, token);
          const headers = { ...(request.headers ?? {}), ...(token ? bearer(token) : {}) };
          const res = await t.app.inject({ ...request, method: m as InjectOptions['method'], headers });
          outcomes.push({ route: `${m} ${url}`, caller, expected: spec.expect[index], actual: res.statusCode, body: res.body });
        }
      }
    }

    const ok = (status: number) => status >= 200 && status < 300;
    const unintended = outcomes.filter((o) => ok(o.actual) && !ok(o.expected));
    const mismatches = outcomes
      .filter((o) => o.actual !== o.expected)
      .map((o) => `${o.route} as ${o.caller}: ${o.actual} (expected ${o.expected}) ${o.body.slice(0, 200)}`);
    console.info(
      `[security] access matrix: ${new Set(outcomes.map((o) => o.route)).size} routes × ${CALLERS.length} callers = ${outcomes.length} calls, ${unintended.length} unintended successes`,
    );
    expect(unintended).toEqual([]);
    expect(mismatches).toEqual([]);
    expect(outcomes.length).toBe(routes.length * CALLERS.length);
  });

  it('never shows A’s data in a refusal, nor A’s application in B’s list', () => {
    const refusals = outcomes.filter((o) => o.actual >= 400);
    expect(refusals.length).toBeGreaterThan(0);
    for (const o of refusals) {
      expect(o.body).not.toContain(ctx.a.applicant.email);
      expect(o.body).not.toContain(ctx.a.applicant.mobileNo);
    }
    const list = outcomes.find((o) => o.route === 'GET /api/v1/usertypes/:userType/prospects' && o.caller === 'customerB')!;
    expect(list.body).toContain(ctx.b.prospectId);
    expect(list.body).not.toContain(ctx.a.prospectId);
  });
});

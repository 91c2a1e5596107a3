import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findProspect, registryOf } from '../../src/server/domain/prospects';
import { declaredShape, withoutUndeclared } from '../../src/server/domain/prospects/declared-shape';
import { recordTypeErrors } from '../../src/server/domain/prospects/record-types';
import { agentWithToken, type TestAgent } from '../server/agents.support';
import { applicantWithToken, bearer, person, readProspect, saveProspect } from '../server/applicant/support';
import { multipart, uploadToken } from '../server/documents-helpers';
import { databases, testApp, type TestApp } from '../server/helpers/app';

/**
 * ≥ 10,000 generated bad request bodies: wrong types, huge strings, __proto__
 * and constructor keys, odd Unicode (lone surrogates, bidi controls, NUL), broken JSON and raw
 * bytes, sent to every route that reads a body. No answer may be 5xx, and the application they
 * aim at (and the number of applications) stays exactly as it was.
 */

// --- generators -------------------------------------------------------------------------------

/** A JSON value whose objects are [key, value] lists, so "__proto__" stays a plain key when serialised. */
type Tree = null | boolean | number | string | { arr: Tree[] } | { obj: Array<[string, Tree]> };

const ODD = [
  '',
  ' ',
  '\u0000',
  '\u202e\u2066evil',
  '\ud800',
  '\udfff\ud800',
  '\u200b\u200d\ufeff',
  'e\u0301\u0301\u0301',
  '𝕏𝔸ﷺ',
  '%00%2e%2e%2f',
  '../../../../etc/passwd',
  "'; DROP TABLE prospects; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\r\nSet-Cookie: a=b',
  'NaN',
  '-0',
  '1e309',
  '0x1F',
  'true',
  'null',
];
const HUGE = 'y'.repeat(1_100_000);
const ODD_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '$ref', '$schema', '', ' ', '\u0000', 'a.b', '$.x', '[0]'];

const oddString = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 40 },
  { arbitrary: fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), maxLength: 6 }), weight: 10 },
  { arbitrary: fc.constantFrom(...ODD), weight: 40 },
  // huge strings: up to 100 KB, and now and then over the 1 MB body limit
  { arbitrary: fc.integer({ min: 1_000, max: 100_000 }).map((n) => '\u00e9x'.repeat(n / 2)), weight: 3 },
  { arbitrary: fc.constant(HUGE), weight: 1 },
);

const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 1e308, -1e-308, 2 ** 31));

function trees(keys: string[]): fc.Arbitrary<Tree> {
  const key = fc.oneof({ arbitrary: fc.constantFrom(...keys, ...ODD_KEYS), weight: 3 }, { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 });
  return fc.letrec<{ tree: Tree }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant(null),
      fc.boolean(),
      number,
      oddString,
      fc.array(tie('tree'), { maxLength: 4 }).map((arr) => ({ arr })),
      fc.array(fc.tuple(key, tie('tree')), { maxLength: 5 }).map((obj) => ({ obj })),
    ),
  })).tree;
}

function serialise(tree: Tree): string {
  if (tree === null || typeof tree !== 'object') return JSON.stringify(Number.isFinite(tree as number) || typeof tree !== 'number' ? tree : null);
  if ('arr' in tree) return `[${tree.arr.map(serialise).join(',')}]`;
  return `{${tree.obj.map(([k, v]) => `${JSON.stringify(k)}:${serialise(v)}`).join(',')}}`;
}

/** An object body: random entries (known keys of the route, odd keys), then `fixed` entries that win. */
function objectBody(keys: string[], fixed: fc.Arbitrary<Array<[string, Tree]>> = fc.constant([])): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...keys), fc.constantFrom(...ODD_KEYS), fc.string({ unit: 'binary', maxLength: 12 }));
  return fc.tuple(fc.array(fc.tuple(key, trees(keys)), { maxLength: 8 }), fixed).map(([free, pinned]) => serialise({ obj: [...free, ...pinned] }));
}

/** `{"organizationInfo":{"x":{"x":…leaf…}}}`: nested `depth` levels under the group. */
const nested = (depth: number, leaf: string) => `{"organizationInfo":${'{"x":'.repeat(depth)}${leaf}${'}'.repeat(depth)},"version":1}`;

/** Deeper than any record, now and then with text PostgreSQL cannot store at the bottom. */
const deepBody = fc
  .tuple(fc.integer({ min: 33, max: 6_000 }), fc.constantFrom('1', '"\\ud800"', '"\\u0000"', '"x"', '[]'))
  .map(([depth, leaf]) => nested(depth, leaf));

/** Anything at all as the body: a non-object JSON value, broken JSON, raw bytes, or nesting deeper than any record. */
const anyBody = fc.oneof(
  deepBody,
  trees(['a']).map(serialise),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '{"a":1,}',
    "{'a':1}",
    '\u0000',
    'undefined',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
  ),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);

// --- the routes that read a body ------------------------------------------------------------------

interface Ctx {
  app: FastifyInstance;
  agent: TestAgent;
  a: { prospectId: string; token: string };
  version: number;
  uploadJwt: string;
  /** an application whose saves may be accepted (plausible bodies), and the version it is at */
  b: { prospectId: string; token: string };
  bVersion: number;
}

interface Target {
  name: string;
  runs: number;
  /** saves of this target may be accepted (they aim at ctx.b); the stored records are checked at the end */
  mayStore?: boolean;
  body: (ctx: Ctx) => fc.Arbitrary<string>;
  request: (ctx: Ctx, body: string) => InjectOptions;
}

const json =
  (method: InjectOptions['method'], url: string, headers: Record<string, string> = {}) =>
  (body: string): InjectOptions => ({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

// Client-editable record groups: a body always sets one of them to a wrong type, so no body is a valid save.
const EDITABLE_GROUPS = [
  'organizationInfo',
  'orgKYCDetails',
  'signatoryInfo',
  'channelServicesInfo',
  'documents',
  'prospectStatusInfo',
  'freeFieldsInfo',
  'applicationInfo',
];
const RECORD_KEYS = [...EDITABLE_GROUPS, 'applicantInfo', 'generalInfo', 'accountInfo', 'kycAnnexure', 'status', 'version', 'saveType', 'actionType'];
const wrongForGroup = fc.oneof(oddString, number, fc.boolean());

const TARGETS: Target[] = [
  {
    name: 'PUT /usertypes/sme/prospects/:id (customer A)',
    runs: 1500,
    body: (ctx) =>
      fc.oneof(
        {
          arbitrary: objectBody(
            RECORD_KEYS,
            fc.tuple(fc.constantFrom(...EDITABLE_GROUPS), wrongForGroup).map(
              ([g, v]) =>
                [
                  [g, v],
                  ['version', ctx.version],
                ] as Array<[string, Tree]>,
            ),
          ),
          weight: 8,
        },
        { arbitrary: objectBody(RECORD_KEYS), weight: 1 },
        { arbitrary: anyBody, weight: 1 },
        // found by this suite: non-object stakeholders made the shares check read null (500)
        { arbitrary: fc.constant(`{"signatoryInfo":[null,3,{"kycDetails":"y"}],"organizationInfo":"x","version":${ctx.version}}`), weight: 1 },
      ),
    request: (ctx, body) => json('PUT', `/api/v1/usertypes/sme/prospects/${ctx.a.prospectId}`, bearer(ctx.a.token))(body),
  },
  {
    name: 'PUT /usertypes/sme/prospects/:id (agent)',
    runs: 500,
    body: (ctx) => fc.oneof(objectBody(RECORD_KEYS, fc.constant([['version', ctx.version]] as Array<[string, Tree]>)), anyBody),
    request: (ctx, body) => json('PUT', `/api/v1/usertypes/sme/prospects/${ctx.a.prospectId}`, bearer(ctx.agent.token))(body),
  },
  {
    name: 'PUT /usertypes/sme/prospects/:id (plausible values, customer B)',
    runs: 1000,
    mayStore: true,
    body: (ctx) =>
      fc
        .tuple(
          fc.constantFrom('organizationInfo', 'orgKYCDetails', 'channelServicesInfo', 'freeFieldsInfo', 'applicationInfo'),
          fc.array(
            fc.tuple(fc.constantFrom('companyName', 'licenseNumber', 'dateOfIncorporation', 'freeField5', 'rakValuePackage', 'x', '__proto__'), oddString),
            {
              maxLength: 4,
            },
          ),
        )
        .map(([group, entries]) => JSON.stringify({ version: ctx.bVersion, saveType: 'auto', actionType: 'save', [group]: Object.fromEntries(entries) })),
    request: (ctx, body) => json('PUT', `/api/v1/usertypes/sme/prospects/${ctx.b.prospectId}`, bearer(ctx.b.token))(body),
  },
  {
    name: 'POST /users/sme/prospects',
    runs: 2000,
    body: () =>
      fc.oneof(
        objectBody(['applicantInfo', 'applicationInfo', 'invite', 'organizationInfo', 'fullName', 'email', 'mobileNo', 'countryCode', 'accountType']),
        anyBody,
      ),
    request: (_ctx, body) => json('POST', '/api/v1/users/sme/prospects')(body),
  },
  {
    name: 'POST /otp',
    runs: 2000,
    body: () => fc.oneof(objectBody(['action', 'email', 'countryCode', 'mobileNo', 'prospectId', 'otpToken', 'deviceId', 'uniqueId']), anyBody),
    request: (_ctx, body) => json('POST', '/api/v1/otp')(body),
  },
  {
    name: 'POST /users/authenticate',
    runs: 600,
    // wrong types or odd text: refused by the shape check, or a failed login (then 429 for this address)
    body: () => fc.oneof(objectBody(['userName', 'password', 'deviceId', 'uniqueId']), anyBody),
    request: (_ctx, body) => ({ ...json('POST', '/api/v1/users/authenticate')(body), remoteAddress: '10.66.0.1' }),
  },
  {
    name: 'POST /usertypes/agent/prospects/search',
    runs: 1200,
    body: () => fc.oneof(objectBody(['segment', 'fullName', 'countryCode', 'mobileNo', 'leadNumber', 'tradeLicenseNo', 'email', 'eidNumber']), anyBody),
    request: (ctx, body) => json('POST', '/api/v1/usertypes/agent/prospects/search', bearer(ctx.agent.token))(body),
  },
  {
    name: 'POST /agent/createInvite',
    runs: 600,
    body: () => fc.oneof(objectBody(['custName', 'custEmail']), anyBody),
    request: (ctx, body) => json('POST', '/api/v1/agent/createInvite', bearer(ctx.agent.token))(body),
  },
  {
    name: 'POST /agent/prospects/:id/status',
    runs: 500,
    body: () => fc.oneof(objectBody(['status', 'statusNotes']), anyBody),
    request: (ctx, body) => json('POST', `/api/v1/agent/prospects/${ctx.a.prospectId}/status`, bearer(ctx.agent.token))(body),
  },
  {
    name: 'POST /agent/prospects/:id/notes',
    runs: 300,
    body: () => fc.oneof(objectBody(['text', 'forCustomer']), anyBody),
    request: (ctx, body) => json('POST', `/api/v1/agent/prospects/${ctx.a.prospectId}/notes`, bearer(ctx.agent.token))(body),
  },
  {
    name: 'POST /invites/open',
    runs: 500,
    body: () => fc.oneof(objectBody(['invite']), anyBody),
    request: (_ctx, body) => json('POST', '/api/v1/invites/open')(body),
  },
  {
    name: 'POST /client-errors',
    runs: 500,
    body: () => fc.oneof(objectBody(['messages', 'stack', 'url', 'requestId']), anyBody),
    request: (_ctx, body) => json('POST', '/api/v1/client-errors')(body),
  },
  {
    name: 'POST /onboarding/document/oauth2/token (form)',
    runs: 300,
    body: () =>
      fc.oneof(
        fc
          .array(fc.tuple(fc.constantFrom('grant_type', 'module', 'prospectId', 'resource_id', '__proto__', 'constructor'), oddString), { maxLength: 5 })
          .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '?'))}`).join('&')),
        fc.string({ unit: 'binary', maxLength: 300 }).map((s) => s.replace(/[\ud800-\udfff]/g, '?')),
      ),
    request: (ctx, body) => ({
      method: 'POST',
      url: '/api/v1/onboarding/document/oauth2/token',
      headers: { ...bearer(ctx.a.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    }),
  },
  {
    name: 'POST /banks/rak/prospects/:id/documents (multipart fields)',
    runs: 300,
    body: () =>
      fc
        .tuple(fc.constantFrom('jwt', 'none'), oddString, fc.string({ unit: 'binary', maxLength: 40 }), fc.uint8Array({ maxLength: 300 }))
        .map(([jwt, documentKey, fileName, bytes]) =>
          JSON.stringify({ jwt, documentKey: documentKey.slice(0, 4000), fileName, bytes: Buffer.from(bytes).toString('base64') }),
        ),
    request: (ctx, body) => {
      const spec = JSON.parse(body) as { jwt: string; documentKey: string; fileName: string; bytes: string };
      const form = multipart(
        { ...(spec.jwt === 'jwt' ? { jwtToken: ctx.uploadJwt } : {}), documentKey: spec.documentKey },
        { name: spec.fileName.replace(/["\r\n]/g, '_'), content: Buffer.from(spec.bytes, 'base64') },
      );
      return { method: 'POST', url: `/api/v1/banks/rak/prospects/${ctx.a.prospectId}/documents`, headers: form.headers, payload: form.payload };
    },
  },
  {
    name: 'GET /usertypes/sme/prospects/:id (odd ids in the path, not counted as bodies)',
    runs: 300,
    body: () => oddString.filter((id) => id.length < 3000),
    request: (ctx, id) => ({
      method: 'GET',
      url: `/api/v1/usertypes/sme/prospects/${encodeURIComponent(id.replace(/[\ud800-\udfff]/g, '\u0000')).replace(/%00/g, (m, at) => (at % 2 ? m : '%ED%A0%80'))}`,
      headers: bearer(ctx.agent.token),
    }),
  },
];

const isPath = (target: Target) => target.name.startsWith('GET ');

// --- the run ------------------------------------------------------------------------------------

async function snapshot(app: FastifyInstance, prospectId: string) {
  const row = await findProspect(app.db, prospectId);
  const count = ((await app.db.execute(sql`select count(*)::int as n from prospects`)) as unknown as { rows: Array<{ n: number }> }).rows[0].n;
  return { record: row?.record, version: row?.version, status: row?.status, count: Number(count) };
}

describe.each(databases())('generated bad request bodies on $name', ({ name, db }) => {
  let t: TestApp;
  let ctx: Ctx;

  beforeAll(async () => {
    t = await testApp(db);
    const agent = await agentWithToken(t.app);
    const a = await applicantWithToken(t.app, person());
    const version = ((await readProspect(t.app, a.token, a.prospectId)).json() as { version: number }).version;
    const b = await applicantWithToken(t.app, person());
    ctx = { app: t.app, agent, a, version, uploadJwt: await uploadToken(t.app, a.token, a.prospectId), b, bVersion: 1 };
  });
  afterAll(async () => t?.close());

  it('refuses deep nesting and unstorable text where the body is read, and the next normal save succeeds', async () => {
    const before = await snapshot(t.app, ctx.a.prospectId);
    const put = (payload: string) => t.app.inject(json('PUT', `/api/v1/usertypes/sme/prospects/${ctx.a.prospectId}`, bearer(ctx.a.token))(payload));
    // a lone surrogate 67 levels down answered 500 and broke every later save
    const surrogate = await put(nested(67, '"\\ud800"').replace('"version":1', `"version":${ctx.version}`));
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().errors[0].errorCode).toBe('BODY_TOO_DEEP');
    const shallowSurrogate = await put(`{"organizationInfo":{"companyName":"\\ud800x"},"version":${ctx.version}}`);
    expect(shallowSurrogate.statusCode).toBe(400);
    // ~3,000 levels were stored; 5,000+ overflowed the stack
    for (const depth of [33, 3_000]) {
      const deep = await put(nested(depth, '1').replace('"version":1', `"version":${ctx.version}`));
      expect(deep.statusCode).toBe(400);
      expect(deep.json().errors[0]).toMatchObject({ errorCode: 'BODY_TOO_DEEP', message: 'The request nests its values more than 32 levels deep.' });
    }
    // 100,000 levels are larger than any record: refused unread
    expect((await put(nested(100_000, '1').replace('"version":1', `"version":${ctx.version}`))).statusCode).toBe(413);
    expect(await snapshot(t.app, ctx.a.prospectId)).toEqual(before);
    // the next normal save of this application, and of the server, succeeds
    const saved = await saveProspect(t.app, ctx.a.token, ctx.a.prospectId, {
      version: ctx.version,
      organizationInfo: { companyName: 'Deep Refusal Trading LLC' },
    });
    expect(saved.statusCode).toBe(200);
    ctx.version = saved.json().version;
  });

  it('answers ≥ 10,000 bad bodies without a 5xx and leaves the record unchanged', async () => {
    const before = await snapshot(t.app, ctx.a.prospectId);
    let sent = 0;
    const serverErrors: string[] = [];
    const accepted: string[] = [];
    const timings: string[] = [];
    for (const [index, target] of TARGETS.entries()) {
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(target.body(ctx), async (body) => {
          if (!isPath(target)) sent += 1;
          const res = await t.app.inject(target.request(ctx, body));
          if (res.statusCode >= 500) serverErrors.push(`${target.name} → ${res.statusCode} ${res.body.slice(0, 300)} for ${body.slice(0, 300)}`);
          // a bad body is never stored: a save or a status change that succeeded is a finding
          if (target.mayStore && res.statusCode === 200) ctx.bVersion = (res.json() as { version: number }).version;
          else if (target.name.startsWith('PUT') && res.statusCode < 300) accepted.push(`${target.name} → ${res.statusCode} for ${body.slice(0, 300)}`);
          return res.statusCode < 500;
        }),
        { numRuns: target.runs, seed: 2026 + index, endOnFailure: true },
      );
      timings.push(`${target.name.split(' (')[0]} ${Math.round(performance.now() - started)}ms`);
    }
    const after = await snapshot(t.app, ctx.a.prospectId);
    console.info(
      `[security] fuzz on ${name}: ${sent} bodies over ${TARGETS.filter((x) => !isPath(x)).length} routes (+ ${TARGETS.filter(isPath)[0].runs} odd paths), ${serverErrors.length} answers 5xx, ${accepted.length} accepted (${timings.join(', ')})`,
    );
    expect(serverErrors).toEqual([]);
    expect(accepted).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(after).toEqual(before);
    // every record stored, the plausible saves' included, keeps the record schemas' types and holds no undeclared key
    const rows = (await t.app.db.execute(sql`SELECT id, record FROM prospects`)) as unknown as { rows: Array<{ id: string; record: Record<string, unknown> }> };
    const registry = registryOf(t.app.bundle);
    const shape = declaredShape(t.app.bundle, registry);
    const broken = rows.rows.flatMap(({ id, record }) => {
      const dropped: string[] = [];
      withoutUndeclared(record, shape, dropped);
      return [
        ...recordTypeErrors(t.app.bundle, registry, record).map((e) => `${id} ${e.path} ${e.keyword}`),
        ...dropped.map((path) => `${id} ${path} undeclared`),
      ];
    });
    expect(ctx.bVersion, 'some plausible saves were stored').toBeGreaterThan(1);
    expect(broken).toEqual([]);
  });
});

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngineThread } from '../../src/server/db/engine-thread-handle';
import { contentProblem } from '../../src/server/domain/documents/content-check';
import { registryOf } from '../../src/server/domain/prospects';
import { declaredShape } from '../../src/server/domain/prospects/declared-shape';
import { pdfFile } from '../fixtures/make-files';
import { applicantWithToken, bearer, person } from '../server/applicant/support';
import { analystToken, changed, companyNameChange } from '../server/releases.support';
import { multipart, uploadToken } from '../server/documents-helpers';
import { tempDir, testApp, type TestApp } from '../server/helpers/app';

/**
 * The check of an upload's content never holds the server's event loop: each crafted file below once
 * froze it for seconds (a backtracking pattern, a quadratic trim, a search started again for every
 * stream, inflating on the main thread). The check of each now keeps the loop's longest delay
 * (`monitorEventLoopDelay`, the least of up to three runs) under `BLOCK_MS`; a file over the check's budget is refused as too complex,
 * and an upload is answered whole under the same bound, stored (in parts) or refused.
 */

const MB = 1024 * 1024;
/** the longest the event loop may be held by one request */
const BLOCK_MS = 50;
const HEAD = '%PDF-1.5\n';
const TAIL = '\n%%EOF\n';

const pdf = (body: string | Buffer) =>
  Buffer.concat([Buffer.from(HEAD, 'latin1'), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from(TAIL, 'latin1')]);
const repeat = (unit: string, bytes: number) => unit.repeat(Math.floor(bytes / unit.length));

/** `count` Flate streams of `inflated` zero bytes each. */
function streams(count: number, inflated: number): Buffer {
  const data = deflateSync(Buffer.alloc(inflated));
  const parts: Buffer[] = [];
  for (let i = 0; i < count; i += 1)
    parts.push(
      Buffer.from(`${i + 4} 0 obj << /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    );
  // a comment line pads a small file to the smallest size taken
  return pdf(Buffer.concat([...parts, Buffer.from(`%${repeat(' ', 64 * 1024)}\n`, 'latin1')]));
}

/** Runs `work` and answers the longest the event loop waited meanwhile, in ms. */
async function longestDelayOf<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  // the histogram counts from its timer's first turn: work started at once would hold the loop unseen
  await new Promise((resolve) => setTimeout(resolve, 6));
  const result = await work();
  // the delay is recorded when the loop's timer next runs
  await new Promise((resolve) => setTimeout(resolve, 20));
  delay.disable();
  return { result, ms: delay.max / 1e6 };
}

/**
 * The least of up to three measures of `work`: a pattern that backtracks or a scan that restarts holds
 * the loop every time, while a shared machine's scheduler now and then stalls one run of anything.
 * `work` is told its run, for work a repeat would find already done (a check kept by its files' hash).
 */
async function steadyDelayOf<T>(work: (run: number) => Promise<T>): Promise<{ result: T; ms: number }> {
  let least = await longestDelayOf(() => work(0));
  for (let run = 1; run < 3 && least.ms >= BLOCK_MS; run += 1) {
    const next = await longestDelayOf(() => work(run));
    if (next.ms < least.ms) least = next;
  }
  return least;
}

/** A customer's save of `body` to their application, as the page sends it. */
function saveOf(app: TestApp['app'], a: { prospectId: string; token: string }, body: Record<string, unknown>) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/usertypes/sme/prospects/${a.prospectId}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
    payload: JSON.stringify(body),
  });
}

interface Crafted {
  label: string;
  content: () => Buffer;
  /** the answer's status and error code; 200 when the file is a plain (if odd) PDF */
  status: number;
  errorCode?: string;
}

const CRAFTED: Crafted[] = [
  { label: '4.9 MB of "<<" after a PDF header', content: () => pdf(repeat('<<', 4.9 * MB)), status: 200 },
  { label: '4.9 MB of ">> stream" with no end', content: () => pdf(repeat('>>\nstream\n', 4.9 * MB)), status: 200 },
  { label: '4.9 MB of "<< >> stream" with one endstream at the end', content: () => pdf(`${repeat('<< >>\nstream\n', 4.9 * MB)}endstream`), status: 200 },
  { label: '4.9 MB of blank space before a last character', content: () => pdf(`${repeat(' ', 4.9 * MB)}x`), status: 200 },
  {
    label: 'a PDF ending in 4.9 MB of blank space and one letter',
    content: () => Buffer.concat([pdfFile(), Buffer.from(`${repeat(' ', 4.9 * MB)}x`)]),
    status: 422,
    errorCode: 'DOC_HIDDEN_CONTENT',
  },
  {
    label: '4.9 MB of indirect /OpenAction references to an array at the end',
    content: () => pdf(`${repeat('/OpenAction 1 0 R ', 4.8 * MB)}\n1 0 obj [3 0 R /Fit] endobj`),
    status: 200,
  },
  {
    label: 'a 4.9 MB run of digits after an object number',
    content: () => pdf(`/OpenAction 7 0 R 1 ${repeat('1', 4.9 * MB)}`),
    status: 422,
    errorCode: 'DOC_ACTIVE_CONTENT',
  },
  { label: '160 Flate streams of 30 MB each (a stream bomb)', content: () => streams(160, 30 * MB), status: 422, errorCode: 'DOC_TOO_COMPLEX' },
  { label: 'one stream inflating to 200 MB', content: () => streams(1, 200 * MB), status: 422, errorCode: 'DOC_TOO_COMPLEX' },
  { label: '40 Flate streams of 256 KB each (within the budget)', content: () => streams(40, 256 * 1024), status: 200 },
];

describe('no upload holds the event loop', () => {
  let t: TestApp;
  let folder: ReturnType<typeof tempDir>;
  let a: { prospectId: string; token: string };
  let jwt: string;

  beforeAll(async () => {
    folder = tempDir('security-event-loop');
    t = await testApp({ kind: 'pglite' }, { documentsDir: folder.dir });
    // the routes' validators and serializers, compiled a moment after a server starts (src/server/server.ts)
    await t.app.routeSchemas.compileRest();
    a = await applicantWithToken(t.app, person());
    jwt = await uploadToken(t.app, a.token, a.prospectId);
  });
  afterAll(async () => {
    await t?.close();
    folder?.remove();
  });

  it.each(CRAFTED)('checks $label without holding the loop', async ({ content, status, errorCode }) => {
    const file = content();
    expect(file.length).toBeLessThanOrEqual(5 * MB);
    const limits = t.app.bundle.schemas['rules/documents.json'] as { upload: { inflateMaxBytes: number; checkMaxMs: number } };
    const check = await steadyDelayOf(() => contentProblem(file, 'application/pdf', limits.upload));
    // the multipart body is the client's work: made before the server's part is measured
    const body = multipart({ jwtToken: jwt, documentKey: 'TradeLicense_1' }, { name: 'crafted.pdf', content: file });
    const sent = await steadyDelayOf(() =>
      t.app.inject({ method: 'POST', url: `/api/v1/banks/rak/prospects/${a.prospectId}/documents`, headers: body.headers, payload: body.payload }),
    );
    const res = sent.result;
    console.log(
      `${(file.length / MB).toFixed(1)} MB: check ${check.ms.toFixed(1)} ms, upload → ${res.statusCode} ${sent.ms.toFixed(1)} ms longest event-loop delay`,
    );
    expect(res.statusCode, res.body).toBe(status);
    if (errorCode) expect(res.json().errors[0].errorCode).toBe(errorCode);
    expect(check.ms).toBeLessThan(BLOCK_MS);
    expect(sent.ms).toBeLessThan(BLOCK_MS);
  });
});

describe('no save holds the event loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ kind: 'pglite' });
    // as the server does a moment after it starts and after each publication (src/server/server.ts),
    // and one ordinary save (what a release builds on its first save: its documents rules)
    await t.app.prepareRelease(await t.app.releases.current());
    await t.app.routeSchemas.compileRest();
    const warm = await applicantWithToken(t.app, person());
    await saveOf(t.app, warm, { version: 1, organizationInfo: { companyName: 'Warm Up LLC' } });
  });
  afterAll(async () => t?.close());

  const recordMaxBytes = () => (t.app.bundle.schemas['rules/constants.json'] as { recordMaxBytes: number }).recordMaxBytes;

  /** Every declared field of the record's groups, two levels down ("organizationInfo.companyName"), from the declared shape. */
  function declaredFields(): Array<[string, string]> {
    const shape = declaredShape(t.app.bundle, registryOf(t.app.bundle));
    const fields: Array<[string, string]> = [];
    for (const [group, inner] of shape.properties ?? []) {
      if (['signatoryInfo', 'documents', 'accountInfo'].includes(group)) continue;
      for (const name of inner.properties?.keys() ?? []) fields.push([group, name]);
    }
    return fields;
  }

  async function save(a: { prospectId: string; token: string }, body: Record<string, unknown>) {
    return longestDelayOf(() => saveOf(t.app, a, body));
  }

  it('1 MB strings in every field are refused before they are read', async () => {
    const a = await applicantWithToken(t.app, person());
    const huge = 'A'.repeat(MB);
    const groups: Record<string, Record<string, string>> = {};
    for (const [group, name] of declaredFields().slice(0, 3)) (groups[group] ??= {})[name] = huge;
    const sent = await save(a, { version: 1, ...groups });
    console.log(`1 MB strings: ${sent.result.statusCode} in ${sent.ms.toFixed(1)} ms longest event-loop delay`);
    expect(sent.result.statusCode).toBe(413);
    expect(sent.ms).toBeLessThan(BLOCK_MS);
  });

  it('the largest body a save reads, long text in every declared field, is answered within the bound', async () => {
    const a = await applicantWithToken(t.app, person());
    const fields = declaredFields();
    const each = Math.floor((recordMaxBytes() - 10_000) / fields.length);
    const groups: Record<string, Record<string, string>> = {};
    for (const [group, name] of fields) (groups[group] ??= {})[name] = 'A'.repeat(each);
    const sent = await save(a, { version: 1, ...groups });
    console.log(`${fields.length} fields of ${each} characters: ${sent.result.statusCode} in ${sent.ms.toFixed(1)} ms longest event-loop delay`);
    expect(sent.result.statusCode).toBeLessThan(500);
    expect(sent.ms).toBeLessThan(BLOCK_MS);
  });

  it('a save over the largest record allowed is answered within the bound', async () => {
    const a = await applicantWithToken(t.app, person());
    const big = await save(a, { version: 1, freeFieldsInfo: { freeField5: 'x'.repeat(recordMaxBytes() - 30_000) } });
    expect(big.result.statusCode, big.result.body).toBe(200);
    const small = await save(a, { version: big.result.json().version, organizationInfo: { companyName: 'Small Change LLC' } });
    console.log(`largest record: stored in ${big.ms.toFixed(1)} ms, a one-field save over it in ${small.ms.toFixed(1)} ms longest event-loop delay`);
    expect(small.result.statusCode).toBe(200);
    expect(big.ms).toBeLessThan(BLOCK_MS);
    expect(small.ms).toBeLessThan(BLOCK_MS);
  });
});

describe('no first request of a server holds the event loop', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((t) => t.close())));

  /** A new server's first requests: an applicant starting, and a first save. */
  async function firstRequests() {
    const t = await testApp({ kind: 'pglite' });
    apps.push(t);
    return longestDelayOf(async () => {
      const a = await applicantWithToken(t.app, person());
      return saveOf(t.app, a, { version: 1, organizationInfo: { companyName: 'First Save LLC' } });
    });
  }

  it("a server that has not warmed its release answers a new applicant's first requests and save within the bound (its validators are generated in a release thread)", async () => {
    // the least of up to three new servers, as steadyDelayOf does for one request
    let least = await firstRequests();
    for (let run = 1; run < 3 && least.ms >= BLOCK_MS; run += 1) {
      const next = await firstRequests();
      if (next.ms < least.ms) least = next;
    }
    console.log(`a new server: a new applicant and a first save answered with ${least.ms.toFixed(1)} ms longest event-loop delay`);
    expect(least.result.statusCode, least.result.body).toBe(200);
    expect(least.ms).toBeLessThan(BLOCK_MS);
  });
});

describe("no analyst's check of a release holds the event loop", () => {
  let t: TestApp;
  let analyst: string;
  let folder: ReturnType<typeof tempDir>;
  beforeAll(async () => {
    folder = tempDir('security-release-check');
    // the embedded engine in its own thread, as the server runs it (storing a release is the engine's work there)
    t = await testApp({ kind: 'pglite', dataDir: folder.dir, engine: startEngineThread(folder.dir) });
    await t.app.routeSchemas.compileRest();
    analyst = await analystToken(t.app);
  });
  afterAll(async () => {
    await t?.close();
    folder?.remove();
  });

  it('the check of a whole release, its drafts counted and a publication refused, each within the bound (the check takes seconds in its own thread)', async () => {
    // a draft whose completed steps a release could open again
    await applicantWithToken(t.app, person());
    const headers = { ...bearer(analyst), 'content-type': 'application/json' };
    // a check is kept by its files' hash: each run's files differ by a word, so each run checks anew;
    // the bodies are made before the measure, as an analyst's page makes them
    const bodies = (change: (files: Record<string, any>) => void, extra: Record<string, string> = {}) =>
      Promise.all(
        [0, 1, 2].map(async (run) => {
          const files = await changed(t.app, ((files: Record<string, any>) => {
            change(files);
            files.content['en/wizards.json'].companyInfo.companyDetails = `About your company (${run})`;
          }) as never);
          return JSON.stringify({ files, ...extra });
        }),
      );
    for (const [label, change] of [
      ['a change that passes', companyNameChange as never],
      ['a change the samples cannot complete', (files: Record<string, any>) => (files.schemas['defs/text.json'].$defs.companyName.maxLength = 2)],
    ] as const) {
      const payloads = await bodies(change);
      const checked = await steadyDelayOf((run) => t.app.inject({ method: 'POST', url: '/api/v1/releases/check', headers, payload: payloads[run] }));
      const answer = checked.result.json();
      console.log(`${label}: ${answer.findings.length} findings, ${answer.reopens} drafts reopened; ${checked.ms.toFixed(1)} ms longest event-loop delay`);
      expect(checked.result.statusCode, checked.result.body).toBe(200);
      expect(checked.ms).toBeLessThan(BLOCK_MS);
    }
    const broken = await bodies((files) => (files.schemas['defs/text.json'].$defs.companyName.maxLength = 1), { note: 'too short' });
    const refused = await steadyDelayOf((run) => t.app.inject({ method: 'POST', url: '/api/v1/releases', headers, payload: broken[run] }));
    console.log(`a refused publication: ${refused.result.statusCode}; ${refused.ms.toFixed(1)} ms longest event-loop delay`);
    expect(refused.result.statusCode).toBe(400);
    expect(refused.ms).toBeLessThan(BLOCK_MS);
  });
});

describe("no release's files hold the event loop", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ kind: 'pglite' });
    await t.app.routeSchemas.compileRest();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the first request of a release's browser validators is answered within the bound (generating them takes half a second in a release thread)", async () => {
    const releaseId = (await t.app.inject({ url: '/api/v1/releases/current' })).json().releaseId as string;
    const modules = ['steps-finalQuestions.js', 'index.js', 'documents.js'];
    const first = await longestDelayOf(() => Promise.all(modules.map((module) => t.app.inject({ url: `/api/v1/releases/${releaseId}/validators/${module}` }))));
    console.log(`the first validators of a release: ${first.ms.toFixed(1)} ms longest event-loop delay`);
    for (const answer of first.result) {
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
      expect(answer.body).toMatch(/^\/\/ Generated by src\/core\/schema\/compiled\/generate\.ts/);
    }
    expect(first.ms).toBeLessThan(BLOCK_MS);
  });

  it('the first Arabic key-facts sheet is answered within the bound (it loads PDFKit and its fonts in a release thread)', async () => {
    const sheets = ['/api/v1/key-facts/starter.pdf?lang=ar', '/api/v1/sheets/express-terms.pdf?lang=ar', '/api/v1/key-facts/business-elite.pdf'];
    const first = await longestDelayOf(() => Promise.all(sheets.map((url) => t.app.inject({ url }))));
    console.log(`the first sheets: ${first.ms.toFixed(1)} ms longest event-loop delay`);
    for (const answer of first.result) {
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(first.result[0].headers['content-language']).toBe('ar');
    expect(first.ms).toBeLessThan(BLOCK_MS);
  });
});

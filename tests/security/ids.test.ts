import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantWithToken, readProspect } from '../server/applicant/support';
import { databases, testApp, type TestApp } from '../server/helpers/app';

/**
 * Rule IDS-RANDOM: application ids cannot be guessed from one's own, and
 * someone else's application answers exactly as a missing one does (no existence oracle).
 */
describe.each(databases())('application ids on $name', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t?.close());

  it('are random: twelve characters of 32, no two alike, no order between them', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) ids.push((await applicantWithToken(t.app)).prospectId);
    for (const id of ids) expect(id).toMatch(/^QA[A-HJ-NP-Z2-9]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // consecutive applications share no long common beginning (a counter would)
    const shared = ids.slice(1).map((id, i) => [...id].findIndex((ch, at) => ch !== ids[i][at]));
    expect(Math.max(...shared)).toBeLessThan(8);
  });

  it("someone else's application and a missing one answer alike, byte for byte but for the request id", async () => {
    const a = await applicantWithToken(t.app);
    const b = await applicantWithToken(t.app);
    const theirs = await readProspect(t.app, a.token, b.prospectId);
    const missing = await readProspect(t.app, a.token, `${b.prospectId.slice(0, -1)}${b.prospectId.endsWith('A') ? 'B' : 'A'}`);
    expect(theirs.statusCode).toBe(404);
    const withoutId = (body: string) => body.replace(/"requestId":"[^"]*"/, '');
    expect(withoutId(theirs.body)).toBe(withoutId(missing.body));
  });
});

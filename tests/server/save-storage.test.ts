import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, readProspect, saveProspect } from './applicant/support';

const SAVES = 200;
const PAGE_BYTES = 8192;

// A save rewrites the application's row. Where the new version cannot sit on the old one's page,
// every save adds a page to the table (the embedded engine never vacuums): migration 0019 keeps
// a record compressed in its row, so a saved application's next version fits beside it.
describe.each(databases())('a saved application ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  const tableBytes = async () => {
    const { rows } = await t.app.db.execute<{ bytes: string }>(sql`select pg_relation_size('prospects') as bytes`);
    return Number(rows[0].bytes);
  };

  it(`takes no new page of the table for each of ${SAVES} saves of a full-size record`, async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    let version = (await readProspect(t.app, token, prospectId)).json().version as number;
    const save = async (n: number) => {
      const res = await saveProspect(t.app, token, prospectId, {
        version,
        saveType: 'auto',
        actionType: 'save',
        organizationInfo: { companyName: `Falcon Trading ${n}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
    };
    await save(0);
    const { rows } = await t.app.db.execute<{ text: string }>(sql`select octet_length(record::text) as text from prospects where id = ${prospectId}`);
    // a record as large as a screened application's (several KB): the size a page holds one of when stored as it is
    expect(Number(rows[0].text)).toBeGreaterThan(PAGE_BYTES / 2);
    const before = await tableBytes();
    for (let n = 1; n <= SAVES; n += 1) await save(n);
    const grown = (await tableBytes()) - before;
    // one page a save would be SAVES pages; a few are the other rows' (the trail's are another table)
    expect(grown / PAGE_BYTES).toBeLessThan(SAVES / 20);
  });
});

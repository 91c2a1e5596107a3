import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, readProspect, saveProspect } from './applicant/support';
import { nameStepsById } from '../../src/server/domain/prospects/step-ids';
import { storeRelease } from '../../src/server/domain/releases/store';
import type { Bundle } from '../../src/core/bundle';

type Json = Record<string, any>;
const byPlace = (flowId: string, ...places: number[]) => JSON.stringify({ completedSteps: places.map((step) => ({ flowId, step, status: 'COMPLETED' })) });
/** What the test's own write says in the trail. */
const OLDER_SERVER = { actorKind: 'system', actorId: '', action: 'save', changes: [] };
const stepsOf = (record: Json) => JSON.parse(record.freeFieldsInfo.freeField5).completedSteps;

// Completed steps are named by id (core/wizard/step-ids.ts): an application written when they were
// named by their place is moved once at start-up, by the wizards of the release it was written
// under; a save from a page loaded before is moved as it is stored.
describe.each(databases())('completed steps named by id ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  /** Writes the stored record's completed steps (and the steps a release reopened) as an older server did. */
  async function writeAsBefore(prospectId: string, freeField5: string, reopened: Json[] = [], releaseId?: string) {
    await t.app.db.execute(
      sql`UPDATE prospects SET record = jsonb_set(record, '{freeFieldsInfo}', ${JSON.stringify({ freeField5 })}::jsonb),
        reopened = ${JSON.stringify(reopened)}::jsonb, trail_pending = ${JSON.stringify(OLDER_SERVER)}::jsonb
        ${releaseId ? sql`, release_id = ${releaseId}` : sql``} WHERE id = ${prospectId}`,
    );
  }

  it('a save from a page that names steps by place is stored with their ids', async () => {
    const { token, prospectId } = await applicantWithToken(t.app);
    const read = (await readProspect(t.app, token, prospectId)).json();
    const saved = await saveProspect(t.app, token, prospectId, { version: read.version, freeFieldsInfo: { freeField5: byPlace('companyInfo', 1, 2) } });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = (await readProspect(t.app, token, prospectId)).json();
    expect(stepsOf(stored)).toEqual([
      { flowId: 'companyInfo', step: 'companyDetails', status: 'COMPLETED' },
      { flowId: 'companyInfo', step: 'industry', status: 'COMPLETED' },
    ]);
  });

  it('start-up moves stored applications by the wizards of their own release, the reopened steps too, and only once', async () => {
    const plain = await applicantWithToken(t.app);
    const stakeholderFlow = 'companyStakeholder_companySignatory_1';
    await writeAsBefore(
      plain.prospectId,
      JSON.stringify({
        completedSteps: [
          { flowId: 'companyInfo', step: 3, status: 'COMPLETED' },
          { flowId: stakeholderFlow, step: 2, status: 'AVAILABLE' },
          { flowId: 'uploadDocuments', step: 1, status: 'COMPLETED' },
          { flowId: 'companyInfo', step: 9, status: 'COMPLETED' },
        ],
      }),
      [{ wizardId: 'companyInfo', flowId: 'companyInfo', step: 1, titleKey: 'companyInfo.companyDetails', reasons: ['VAT'] }],
    );
    // a release (kept, not published) whose Company Information asks the licence first
    const files = structuredClone(t.app.bundle) as Bundle;
    const wizard = files.schemas['wizards/companyInfo.json'] as Json;
    wizard.steps = [...wizard.steps].reverse();
    const reordered = await storeRelease(t.app.db, files, 'test');
    const other = await applicantWithToken(t.app);
    await writeAsBefore(other.prospectId, byPlace('companyInfo', 1), [], reordered);

    expect(await nameStepsById(t.app.db, t.app.bundle)).toBeGreaterThanOrEqual(2);
    const rows = await t.app.db.execute(sql`SELECT id, record, reopened FROM prospects WHERE id IN (${plain.prospectId}, ${other.prospectId})`);
    const byId = new Map((rows as unknown as { rows: Json[] }).rows.map((row) => [row.id, row]));
    expect(stepsOf(byId.get(plain.prospectId)!.record)).toEqual([
      { flowId: 'companyInfo', step: 'license', status: 'COMPLETED' },
      { flowId: stakeholderFlow, step: 'signatoryRights', status: 'AVAILABLE' },
      { flowId: 'uploadDocuments', step: 'uploadDocuments', status: 'COMPLETED' },
    ]);
    expect(byId.get(plain.prospectId)!.reopened).toEqual([
      { wizardId: 'companyInfo', flowId: 'companyInfo', step: 'companyDetails', titleKey: 'companyInfo.companyDetails', reasons: ['VAT'] },
    ]);
    // the first step of that release was the licence
    expect(stepsOf(byId.get(other.prospectId)!.record)).toEqual([{ flowId: 'companyInfo', step: 'license', status: 'COMPLETED' }]);
    // a text that only looks like a place (not JSON) is left as it is, with no trail entry
    const odd = await applicantWithToken(t.app);
    await writeAsBefore(odd.prospectId, 'not JSON: "step":1');
    expect(await nameStepsById(t.app.db, t.app.bundle)).toBe(0);
    const oddTrail = await t.app.db.execute(sql`SELECT id FROM trail WHERE prospect_id = ${odd.prospectId} AND action = 'migrate'`);
    expect((oddTrail as unknown as { rows: Json[] }).rows).toEqual([]);
    // the trail says so, once, as the system's
    const trail = await t.app.db.execute(sql`SELECT actor_kind, action, field, note FROM trail WHERE prospect_id = ${plain.prospectId} AND action = 'migrate'`);
    expect((trail as unknown as { rows: Json[] }).rows).toEqual([
      { actor_kind: 'system', action: 'migrate', field: null, note: 'Completed steps are named by their id, not their place' },
    ]);
  });
});

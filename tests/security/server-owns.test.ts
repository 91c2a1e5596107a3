import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveDocuments, documentRules, listDocuments, withUploaded } from '../../src/core/documents';
import { applicantWithToken, readProspect, saveProspect } from '../server/applicant/support';
import { everyStageAnswered } from '../server/helpers/filled-record';
import { databases, testApp, type TestApp } from '../server/helpers/app';

/**
 * What the server decides is never taken from a customer's body. A complete
 * record whose documents section says every file is Uploaded, with no file uploaded, is not submitted.
 */
describe.each(databases())('the server owns the document status ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t?.close());

  it('a submit claiming every document Uploaded, with none uploaded, is refused and the application stays a draft', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    const filled = everyStageAnswered((await readProspect(t.app, token, prospectId)).json());
    const rules = documentRules(t.app.bundle);
    const groups = deriveDocuments(filled, rules, { title: (key) => key });
    const forged = listDocuments(groups).reduce((g, d) => withUploaded(g, d.item.documentKey, `${d.item.documentKey}.pdf`, rules.uploadedStatus), groups);
    const claimed = await saveProspect(t.app, token, prospectId, {
      ...filled,
      documents: forged,
      prospectStatusInfo: { status: 'Assessing' },
      actionType: 'submit',
      saveType: 'submit',
    });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().errors.some((e: { message: string }) => / is not uploaded$/.test(e.message))).toBe(true);
    const after = (await readProspect(t.app, token, prospectId)).json();
    expect(after.prospectStatusInfo?.status).not.toBe('Assessing');
    expect(listDocuments(after.documents).every((d) => d.item.uploadStatus !== rules.uploadedStatus)).toBe(true);
  });
});

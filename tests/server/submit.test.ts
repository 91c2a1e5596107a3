import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, outbox, readProspect, saveProspect } from './applicant/support';
import { agentWithToken } from './agents.support';
import { everyStageAnswered } from './helpers/filled-record';
import { deriveDocuments, documentRules, listDocuments, withUploaded } from '../../src/core/documents';
import { pdfFile } from '../fixtures/make-files';
import { upload, uploadToken } from './documents-helpers';
import { publishRelease } from '../../src/server/domain/releases';

type Json = Record<string, any>;
const errorsByPath = (body: Json): Record<string, string> => Object.fromEntries(body.errors.map((e: Json) => [e.fieldPath, e.message]));

describe.each(databases())('submitting an application ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  async function fresh() {
    const { prospectId, token } = await applicantWithToken(t.app);
    const record = (await readProspect(t.app, token, prospectId)).json();
    return { prospectId, token, record };
  }

  it('validates the whole record against every step that applies and answers FieldsValidation per path', async () => {
    const { prospectId, token, record } = await fresh();
    const res = await saveProspect(t.app, token, prospectId, { ...record, actionType: 'submit', saveType: 'submit' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorType).toBe('FieldsValidation');
    const byPath = errorsByPath(body);
    // company information, select services…
    expect(byPath['$.organizationInfo.companyName']).toBe('Company name is not filled');
    expect(byPath['$.organizationInfo.branchCity']).toBe('City is not filled');
    expect(byPath['$.organizationInfo.branchID']).toBe('Branch is not filled');
    expect(byPath['$.accountInfo[0].express']).toBeDefined();
    // …but not the KYC annexure: a customer is not in edit-application mode
    expect(Object.keys(byPath).some((p) => p.startsWith('$.kycAnnexure'))).toBe(false);
    // nothing changed: still a draft that saves
    const again = await saveProspect(t.app, token, prospectId, { ...record, actionType: 'save', saveType: 'auto' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('answers the express and services rules at their paths', async () => {
    const { prospectId, token, record } = await fresh();
    const { expressTandC: _open, ...account } = record.accountInfo[0];
    const accountInfo = [{ ...account, express: true, accountCurrencies: ['AED', 'USD'] }];
    const res = await saveProspect(t.app, token, prospectId, { ...record, accountInfo, actionType: 'submit' });
    const byPath = errorsByPath(res.json());
    expect(byPath['$.accountInfo[0].expressTandC']).toBe('Please accept terms and conditions of Express Service');
    expect(byPath['$.accountInfo[0].accountCurrencies[1]']).toBe('Express Service is available for AED accounts only');
    // a draft save with the terms still open passes
    const aedOnly = [{ ...accountInfo[0], accountCurrencies: ['AED'] }];
    const draft = await saveProspect(t.app, token, prospectId, { ...record, accountInfo: aedOnly, actionType: 'save', saveType: 'auto' });
    expect(draft.statusCode, draft.body).toBe(200);
  });

  it('includes the KYC annexure when an agent holds the application (edit-application mode)', async () => {
    const { prospectId } = await fresh();
    const agent = await agentWithToken(t.app);
    const hold = await t.app.inject({ method: 'POST', url: `/api/v1/agent/prospects/${prospectId}/edit`, headers: { authorization: `Bearer ${agent.token}` } });
    expect(hold.statusCode, hold.body).toBe(200);
    const record = (await readProspect(t.app, agent.token, prospectId)).json();
    const res = await saveProspect(t.app, agent.token, prospectId, { ...record, actionType: 'submit' });
    expect(res.statusCode, res.body).toBe(400);
    const byPath = errorsByPath(res.json());
    expect(byPath['$.kycAnnexure.companyName']).toBe('Company name is not filled');
    expect(byPath['$.kycAnnexure.roName']).toBe('RO name is not filled');
  });

  it('refuses while a required document is not uploaded, naming each', async () => {
    const { prospectId, token, record } = await fresh();
    const filled = everyStageAnswered(record);
    const res = await saveProspect(t.app, token, prospectId, { ...filled, actionType: 'submit' });
    expect(res.statusCode).toBe(400);
    const missing = res.json().errors.filter((e: Json) => e.fieldPath.startsWith('$.documents.'));
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((e: Json) => / is not uploaded$/.test(e.message))).toBe(true);
    // each names the document in words: no placeholder is left ("Passport of {name}")
    expect(missing.filter((e: Json) => /[{}]/.test(e.message))).toEqual([]);
    expect(res.json().errors.filter((e: Json) => !e.fieldPath.startsWith('$.documents.'))).toEqual([]);
    // a stakeholder's document is named with the person's name
    const person = { signatoryId: 'S1', firstName: 'Zoë', lastName: 'Müller-Lüdenscheidt', kycDetails: { isSignatory: true, isShareholder: true } };
    const withPerson = await saveProspect(t.app, token, prospectId, { ...filled, signatoryInfo: [person], actionType: 'submit' });
    const theirs = withPerson.json().errors.filter((e: Json) => e.fieldPath.startsWith('$.documents.stakeholdersDocuments'));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((e: Json) => /[{}]/.test(e.message))).toEqual([]);
    expect(theirs.some((e: Json) => e.message.includes('Zoë'))).toBe(true);
  });

  it('on success sets Assessing and /ApplicationSubmitted, and locks the application (BLOCK_EDITING)', async () => {
    const { prospectId, token, record } = await fresh();
    const filled = everyStageAnswered(record);
    // a customer's word that the documents are uploaded counts for nothing (the server owns the section)
    const rules = documentRules(t.app.bundle);
    const groups = deriveDocuments(filled, rules, { title: (key) => key });
    const forged = listDocuments(groups).reduce((g, d) => withUploaded(g, d.item.documentKey, `${d.item.documentKey}.pdf`, rules.uploadedStatus), groups);
    const claimed = await saveProspect(t.app, token, prospectId, { ...filled, documents: forged, actionType: 'submit', saveType: 'submit' });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().errors.some((e: Json) => / is not uploaded$/.test(e.message))).toBe(true);
    // every document the record needs, uploaded for real
    const jwt = await uploadToken(t.app, token, prospectId);
    for (const { item } of listDocuments(groups).filter((d) => d.item.required)) {
      const sent = await upload(t.app, prospectId, jwt, item.documentKey, { name: `${item.documentKey}.pdf`, content: pdfFile() });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const res = await saveProspect(t.app, token, prospectId, { ...filled, actionType: 'submit', saveType: 'submit' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await readProspect(t.app, token, prospectId)).json();
    expect(saved.applicationInfo.viewId).toBe('/ApplicationSubmitted');
    // the applicant is told, by e-mail and SMS, with the reference and what happens next and when
    const told = (await outbox(t.app)).filter((m) => m.body.includes(prospectId));
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const email = told.find((m) => m.channel === 'email')!;
    expect(email.to).toBe(String(saved.applicantInfo.email).toLowerCase());
    expect(email.subject).toBe(`Your application ${prospectId} has been submitted`);
    expect(email.body).toMatch(/within 2 working days/);
    expect(told.find((m) => m.channel === 'sms')!.to).toBe(`+${saved.applicantInfo.countryCode}${saved.applicantInfo.mobileNo}`);
    expect(told.every((m) => !/[{}]/.test(m.body + m.subject))).toBe(true);
    expect(saved.prospectStatusInfo.status).toBe('Assessing');
    const later = await saveProspect(t.app, token, prospectId, { ...saved, actionType: 'save', saveType: 'auto' });
    expect(later.statusCode).toBe(423);
    expect(later.json().errors[0].errorCode).toBe('BLOCK_EDITING');
    // a refused save after it sends nothing more
    expect((await outbox(t.app)).filter((m) => m.body.includes(prospectId))).toHaveLength(2);

    // it keeps the release it was submitted under when another is published, and the officer's page renders it with that one
    const submittedUnder = (await t.app.releases.current()).id;
    expect(saved.releaseId).toBe(submittedUnder);
    const files = structuredClone(t.app.bundle);
    (files.content['en/wizards.json'] as Json).companyInfo.companyDetails = 'About your company';
    expect((await publishRelease(t.app.db, { files, author: 'test', note: 'a title' })).ok).toBe(true);
    t.app.releases.refresh();
    expect((await t.app.releases.current()).id).not.toBe(submittedUnder);
    expect((await readProspect(t.app, token, prospectId)).json().releaseId).toBe(submittedUnder);
    const agent = await agentWithToken(t.app);
    const overview = await t.app.inject({ url: `/api/v1/usertypes/agent/prospects/${prospectId}`, headers: { authorization: `Bearer ${agent.token}` } });
    expect(overview.json().releaseId).toBe(submittedUnder);
  });
});

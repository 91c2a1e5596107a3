import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookup } from '../../src/core/messages/format';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer, saveProspect } from './applicant/support';
import { agentWithToken, setColumns, takeEdit } from './agents.support';
import { everyStageAnswered } from './helpers/filled-record';
import { readProspect } from './applicant/support';
import { saveGroups, stakeholders, upload, uploadToken } from './documents-helpers';
import { pagedPdfFile } from '../fixtures/make-files';

const words = (lang: string, file: string) => JSON.parse(readFileSync(new URL(`../../content/${lang}/${file}`, import.meta.url), 'utf8')) as unknown;
const screeningWords = { en: words('en', 'screening.json'), ar: words('ar', 'screening.json') };
const said = (lang: 'en' | 'ar', key: string) => lookup(screeningWords[lang], key);

type Line = { check: string; status: string; reason: string; fired: boolean };

// Rule LANG-OFFICER: an officer reads an application in the officer's own language, whatever language
// the customer saved it in: the documents' names and the screening lines are worded for the reader.
describe.each(databases())('an application read by an officer in their language ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  const overview = async (token: string, prospectId: string, lang: string) => {
    const res = await t.app.inject({ url: `/api/v1/usertypes/agent/prospects/${prospectId}`, headers: { ...bearer(token), 'accept-language': lang } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { screeningLines: Line[]; screening: { screeningResults: Array<{ screeningType: string }> } };
  };

  it('names each screening check, its status and its reason in the officer’s language, the record unchanged', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    // a company name on the blacklist: its check fires, the others pass
    const saved = await saveProspect(t.app, token, prospectId, { version: 1, organizationInfo: { companyName: 'Global Arms Dealer Supplies' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const officer = await agentWithToken(t.app, { roCode: '7311' });

    const arabic = await overview(officer.token, prospectId, 'ar');
    const english = await overview(officer.token, prospectId, 'en');
    expect(arabic.screeningLines).toHaveLength(arabic.screening.screeningResults.length);
    const fired = arabic.screeningLines.filter((line) => line.fired);
    expect(fired).toEqual([
      { check: said('ar', 'blacklist.name'), status: said('ar', 'statuses.DECLINE'), reason: said('ar', 'blacklist.reasonNotes'), fired: true },
    ]);
    expect(english.screeningLines.filter((line) => line.fired)).toEqual([
      { check: said('en', 'blacklist.name'), status: said('en', 'statuses.DECLINE'), reason: said('en', 'blacklist.reasonNotes'), fired: true },
    ]);
    for (const line of arabic.screeningLines.filter((one) => !one.fired)) {
      expect(line.status).toBe(said('ar', 'statuses.Completed'));
      expect(line.reason).toBe(said('ar', 'reasons.No Match'));
      expect(line.check).toMatch(/^[\u0600-\u06FF\s()]+$/);
    }
    // what is stored stays the values the rules give
    expect(arabic.screening).toEqual(english.screening);
    expect(arabic.screening.screeningResults.map((r) => r.screeningType)).toContain('Blacklist Check');
  });

  it('words the trail in the officer’s language: each answer under its label, a choice by its name, the stored values unchanged', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    const saved = await saveProspect(t.app, token, prospectId, {
      version: 1,
      organizationInfo: { companyName: 'Falcon Trading', countryOfIncorporation: 'AE' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const officer = await agentWithToken(t.app, { roCode: '7313' });
    const trailIn = async (lang: string) => {
      const res = await t.app.inject({ url: `/api/v1/agent/prospects/${prospectId}/trail`, headers: { ...bearer(officer.token), 'accept-language': lang } });
      expect(res.statusCode, res.body).toBe(200);
      type Entry = { field: string | null; label: string | null; newValue: unknown; newWords: string | null };
      return res.json().entries as Entry[];
    };
    const country = <T extends { field: string | null }>(entries: T[]) => entries.find((entry) => entry.field === 'organizationInfo.countryOfIncorporation');
    const english = country(await trailIn('en'));
    const arabic = country(await trailIn('ar'));
    expect(english).toMatchObject({ newValue: 'AE' });
    expect(arabic).toMatchObject({ newValue: 'AE', newWords: lookup(words('ar', 'datalists.json'), 'countries.AE') });
    expect(arabic!.label).not.toBe(english!.label);
    expect(arabic!.label).toMatch(/^[\u0600-\u06FF\s]+$/);
    // a typed value has no words of its own: shown as typed
    expect((await trailIn('ar')).find((entry) => entry.field === 'organizationInfo.companyName')).toMatchObject({
      newValue: 'Falcon Trading',
      newWords: 'Falcon Trading',
    });
  });

  it('words what the record keeps that no step shows: the state, the bank’s status, the page reached, an address’s type, who holds it', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    const record = (await readProspect(t.app, token, prospectId)).json();
    const filled = everyStageAnswered(record);
    const saved = await saveProspect(t.app, token, prospectId, {
      ...filled,
      version: record.version,
      applicationInfo: { ...filled.applicationInfo, viewId: '/business/SelectServices' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const officer = await agentWithToken(t.app, { roCode: '7314' });
    expect((await takeEdit(t.app, officer.token, prospectId)).statusCode).toBe(200);
    await setColumns(t.app, prospectId, { status: 'submitted', bankStatus: 'Assessing' });
    const res = await t.app.inject({ url: `/api/v1/agent/prospects/${prospectId}/trail`, headers: { ...bearer(officer.token), 'accept-language': 'ar' } });
    expect(res.statusCode, res.body).toBe(200);
    type Entry = { field: string | null; label: string | null; newValue: unknown; newWords: string | null };
    const entries = res.json().entries as Entry[];
    const agent = words('ar', 'agent.json');
    const at = (field: string) => entries.find((entry) => entry.field === field);
    expect(at('state')).toMatchObject({
      newValue: 'submitted',
      label: lookup(agent, 'trail.fields.state'),
      newWords: lookup(agent, 'trail.values.state.submitted'),
    });
    expect(at('bankStatus')).toMatchObject({ newValue: 'Assessing', newWords: lookup(words('ar', 'comeback.json'), 'statuses.Assessing.name') });
    expect(at('holder')).toMatchObject({ newValue: officer.agentId, newWords: lookup(agent, 'trail.values.holder')!.replace('{value}', officer.agentId) });
    expect(at('applicationInfo.viewId')).toMatchObject({
      newValue: '/business/SelectServices',
      newWords: lookup(words('ar', 'layout.json'), 'steps.selectServices'),
    });
    expect(at('organizationInfo.addressInfo[1].typeOfAddress')).toMatchObject({
      newValue: 'office',
      label: lookup(agent, 'trail.fields.addressType'),
      newWords: lookup(agent, 'trail.values.addressType.office'),
    });
    expect(at('accountInfo[0].branchId')?.newWords).toMatch(/^[\u0600-\u06FF\s]+$/);
    expect(at('organizationInfo.contactDetails.primaryPhoneCountryCode')).toMatchObject({ newWords: '+971' });
    // every answer of a whole journey, shown by a step or not, is under a label in the officer's language
    const unlabelled = entries.filter((entry) => entry.field !== null && !entry.label).map((entry) => entry.field);
    expect(unlabelled).toEqual([]);
    for (const entry of entries.filter((one) => one.field !== null)) expect(entry.label).toMatch(/[\u0600-\u06FF]/);
  });

  it('names each stored document in the officer’s language', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    await saveGroups(t.app, token, prospectId, stakeholders());
    const jwt = await uploadToken(t.app, token, prospectId);
    expect((await upload(t.app, prospectId, jwt, 'TradeLicense_1', { name: 'licence.pdf', content: pagedPdfFile(1) })).statusCode).toBe(200);
    const officer = await agentWithToken(t.app, { roCode: '7312' });
    const titleIn = async (lang: string) => {
      const res = await t.app.inject({ url: `/api/v1/agent/prospects/${prospectId}/files`, headers: { ...bearer(officer.token), 'accept-language': lang } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().files as Array<{ documentKey: string; title: string }>).find((file) => file.documentKey === 'TradeLicense_1')?.title;
    };
    const english = await titleIn('en');
    const types = words('en', 'documents.json') as { types: Record<string, string> };
    const key = Object.keys(types.types).find((name) => types.types[name] === english);
    expect(key, `"${english}" is a document type's name in content/en/documents.json`).toBeDefined();
    expect(await titleIn('ar')).toBe((words('ar', 'documents.json') as { types: Record<string, string> }).types[key!]);
    // the history names the upload by the same title; its value is the file's own name
    const trail = await t.app.inject({ url: `/api/v1/agent/prospects/${prospectId}/trail`, headers: { ...bearer(officer.token), 'accept-language': 'ar' } });
    expect(trail.json().entries.find((entry: { field: string | null }) => entry.field === 'documents.TradeLicense_1')).toMatchObject({
      label: await titleIn('ar'),
      newValue: 'licence.pdf',
    });
  });
});

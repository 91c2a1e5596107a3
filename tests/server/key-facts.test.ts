import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf, pdfReading } from '../core/helpers/pdf-text';
import { bearer } from './applicant/support';
import { databases, testApp, type TestApp } from './helpers/app';
import { analystToken, changed, currentReleaseId, publish } from './releases.support';

type Json = Record<string, any>;

// The key-facts statements are made by the server from the published release's figures and words
// (src/server/domain/key-facts): a fee published in the studio is on the sheet at once.
describe.each(databases())('key-facts statements ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());
  const sheet = async (file: string, route = 'key-facts') => {
    const res = await t.app.inject({ url: `/api/v1/${route}/${file}` });
    return { status: res.statusCode, type: res.headers['content-type'], text: res.statusCode === 200 ? parsePdf(res.rawPayload).text : '' };
  };

  it('every account’s statement is a one-page PDF naming the account, its variant and its figures from the rules files', async () => {
    const files = ['starter', 'starter-islamic', 'current-account', 'current-account-islamic', 'business-elite', 'business-elite-islamic'];
    for (const file of files) {
      const { status, type, text } = await sheet(`${file}.pdf`);
      expect(status, file).toBe(200);
      expect(type).toBe('application/pdf');
      expect(text).toContain('Key Facts Statement');
      expect(text).toContain(file.endsWith('-islamic') ? 'Islamic banking (RAKislamic)' : 'Conventional banking');
      expect(text).toContain('Express Service (optional, AED accounts only): AED 250 plus VAT, charged once.');
      if (file.endsWith('-islamic')) expect(text.toLowerCase()).not.toContain('interest');
    }
    const starter = (await sheet('starter.pdf')).text;
    expect(starter).toContain('RAKstarter');
    expect(starter).toContain('AED 99');
    expect(starter).toContain('mandatory (PLUS AED 49)');
    expect(starter).toContain('RAKvalue SME PLUS: AED 49 per month, mandatory and included with this account.');
    expect((await sheet('current-account.pdf')).text).toContain('AED 25,000');
    expect((await sheet('business-elite.pdf')).text).toContain('AED 500,000');
    expect((await sheet('no-such-account.pdf')).status).toBe(404);
    expect((await sheet('..%2Fsecret.pdf')).status).toBe(404);
  });

  it('the Express terms, the package sheets and the price guide are made from the same figures, each link of the configuration answered', async () => {
    const config = (await t.app.inject({ url: '/api/v1/config?segment=sme&role=customer' })).json();
    const links: string[] = [];
    JSON.stringify(config, (_key, value) => (typeof value === 'string' && value.startsWith('/api/v1/sheets/') ? (links.push(value), value) : value));
    expect(links.length).toBeGreaterThanOrEqual(7);
    for (const link of links) expect((await t.app.inject({ url: link })).statusCode, link).toBe(200);
    const terms = (await sheet('express-terms.pdf', 'sheets')).text;
    expect(terms).toContain('Express Service - Terms and Conditions');
    expect(terms).toContain('A one-off charge of AED 250 plus VAT applies.');
    expect((await sheet('express-terms-islamic.pdf', 'sheets')).text).toContain('service fee (ujrah) of AED 250 plus VAT');
    const plus = (await sheet('rakvalue-sme-plus.pdf', 'sheets')).text;
    expect(plus).toContain('RAKvalue SME PLUS');
    expect(plus).toContain('AED 49 per month');
    expect((await sheet('rakvalue-sme-max-islamic.pdf', 'sheets')).text).toContain('RAKvalue SME MAX (RAKislamic)');
    const guide = (await sheet('service-and-price-guide.pdf', 'sheets')).text;
    expect(guide).toContain('Service and Price Guide');
    expect(guide).toContain('elite AED 500,000');
    expect(guide).toContain('AED 250 plus VAT');
    for (const missing of ['no-such-sheet.pdf', 'rakvalue-sme-gold.pdf', 'service-and-price-guide-islamic.pdf', 'starter.pdf'])
      expect((await sheet(missing, 'sheets')).status, missing).toBe(404);
  });

  it('in Arabic, each sheet is written right to left in Arabic words with an Arabic font, the figures the same', async () => {
    const arabic = async (url: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      return { res, ...(await pdfReading(res.rawPayload)) };
    };
    const { res, title, text, lang, fonts } = await arabic('/api/v1/key-facts/current-account.pdf?lang=ar');
    expect(res.headers['content-language']).toBe('ar');
    expect(title).toBe('بيان الحقائق الأساسية - الحساب الجاري للأعمال');
    expect(lang).toBe('ar');
    expect(fonts.some((font) => font.includes('NotoSansArabic'))).toBe(true);
    // the figures of the rules files, as in English
    expect(text).toContain('25,000');
    expect(text).toContain('250');
    // the remembered choice, as for a page; English without one
    expect((await arabic('/api/v1/key-facts/starter.pdf', { cookie: 'qa_lang=ar' })).title).toBe('بيان الحقائق الأساسية - راك ستارتر');
    expect((await t.app.inject({ url: '/api/v1/key-facts/starter.pdf' })).headers['content-language']).toBe('en');
    for (const sheet of ['express-terms.pdf', 'express-terms-islamic.pdf', 'rakvalue-sme-plus.pdf', 'service-and-price-guide.pdf'])
      expect((await arabic(`/api/v1/sheets/${sheet}?lang=ar`)).lang, sheet).toBe('ar');
    expect((await t.app.inject({ url: '/api/v1/sheets/no-such-sheet.pdf?lang=ar' })).statusCode).toBe(404);
  });

  it('a fee published by an analyst is on the statement at once, and a restore puts the old one back', async () => {
    const before = await currentReleaseId(t.app);
    const analyst = await analystToken(t.app);
    const files = await changed(t.app, (f) => {
      (f.schemas['rules/accounts.json'] as Json).comparison.find((row: Json) => row.row === 'averageBalance').current.amount = 30000;
      (f.schemas['rules/services.json'] as Json).express.chargeAmount = 275;
    });
    expect((await publish(t.app, analyst, { files, note: 'new balance and express charge', basedOn: before })).statusCode).toBe(200);
    const current = (await sheet('current-account.pdf')).text;
    expect(current).toContain('AED 30,000');
    expect(current).toContain('AED 275 plus VAT');
    expect((await sheet('express-terms.pdf', 'sheets')).text).toContain('A one-off charge of AED 275 plus VAT applies.');
    expect((await sheet('service-and-price-guide.pdf', 'sheets')).text).toContain('current AED 30,000');
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/releases/${before}/restore`, headers: bearer(analyst), payload: {} })).statusCode).toBe(200);
    expect((await sheet('current-account.pdf')).text).toContain('AED 25,000');
  });
});

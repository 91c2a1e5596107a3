import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentRules, sizeWords, type DocumentGroups } from '../../src/core/documents';
import { interpolate } from '../../src/core/messages/format';
import { loadBundle } from '../../src/server/content/load-bundle';
import { applicantWithToken, bearer } from './applicant/support';
import { storedFiles, listDocuments, multipart, saveGroups, stakeholders, upload, uploadToken } from './documents-helpers';
import { databases, repoRoot, tempDir, testApp, type TestApp } from './helpers/app';
import { emptyFile, pdfFile, pngFile, uploadFixtures } from '../fixtures/make-files';
import { byTest } from './trail.support';

type Listing = DocumentGroups & { complete: boolean; uploadCount: number; uploadLimit: number };

const keysOf = (group: { documents: Array<{ documentKey: string }> }) => group.documents.map((d) => d.documentKey);

/** The bank's systems ask for document categories (a customer's save cannot write them). */
async function bankAsks(app: FastifyInstance, prospectId: string, categories: string[]) {
  await app.db.execute(
    sql`UPDATE prospects SET record = jsonb_set(record, '{prospectStatusInfo}', jsonb_build_object('documentsRequested', ${JSON.stringify(categories)}::jsonb)), ${byTest} WHERE id = ${prospectId}`,
  );
}

for (const { name, db } of databases()) {
  describe(`documents API (${name})`, () => {
    let t: TestApp;
    const dir = tempDir('documents');
    const words = { tooLarge: '', tooSmall: '', wrongType: '' };

    beforeAll(async () => {
      t = await testApp(db, { documentsDir: dir.dir });
      const bundle = await loadBundle(repoRoot);
      const content = bundle.content['en/documents.json'] as { messages: typeof words };
      // the sentences as an applicant reads them: the sizes come from the upload rules
      const sizes = sizeWords(documentRules(bundle).upload);
      for (const key of Object.keys(words) as (keyof typeof words)[]) words[key] = interpolate(content.messages[key], sizes);
    });
    afterAll(async () => {
      await t.close();
      dir.remove();
    });

    it('lists the groups the record needs: company documents, then per listed stakeholder, with running keys', async () => {
      const { prospectId, token } = await applicantWithToken(t.app);
      await saveGroups(t.app, token, prospectId, stakeholders());
      const res = await listDocuments(t.app, token, prospectId);
      expect(res.statusCode).toBe(200);
      const body = res.json() as Listing;
      expect(keysOf(body.companyDocuments)).toEqual(['TradeLicense_1', 'MOA_1']);
      expect(body.companyDocuments.documents.every((d) => d.required && d.uploadStatus === '')).toBe(true);
      expect(body.companyBankStatements.documents[0]).toMatchObject({ documentKey: 'Bank_Statements_1', category: 'Bank_Statements' });
      expect(body.companyAddressProof.documents[0]).toMatchObject({ documentKey: 'Company_Address_Proof_1', required: false });
      expect(body.companyInvoices.documents[0].category).toBe('Invoices_Contracts_Shipment_MOU_Custom');
      // the third person has no name: not listed
      expect(body.stakeholdersDocuments.map((s) => s.signatoryId)).toEqual(['companySignatory_a1', 'companySignatory_b2']);
      const [amal, omar] = body.stakeholdersDocuments;
      expect(keysOf(amal.documents)).toEqual(['Passport_1', 'Passport_2', 'Emirates_ID_1', 'Visa_1']);
      expect(amal.documents.documents[0].documentTitle).toContain('Amal Haddad');
      expect(keysOf(omar.documents)).toEqual(['Passport_3']);
      // personal bank statements and CV only when the bank asked
      expect(amal.personalBankStatements.documents).toEqual([]);
      expect(body).toMatchObject({ complete: false, uploadCount: 0, uploadLimit: documentRules(t.app.bundle).upload.maxUploadsPerApplication });
    });

    it('adds the categories and documents the bank asked for', async () => {
      const { prospectId, token } = await applicantWithToken(t.app);
      // a customer cannot add a request of the bank's (the documents section is the server's)
      await saveGroups(t.app, token, prospectId, {
        ...stakeholders(),
        documents: { otherDocuments: { documents: [{ documentType: 'Forged_Request', documentTitle: 'Anything' }] } },
      });
      // the bank's systems ask for one document by name
      const asked = { documents: [{ documentType: 'Tenancy_Contract', documentTitle: 'Signed tenancy contract' }] };
      await t.app.db.execute(
        sql`UPDATE prospects SET record = jsonb_set(record, '{documents,otherDocuments}', ${JSON.stringify(asked)}::jsonb), ${byTest} WHERE id = ${prospectId}`,
      );
      await bankAsks(t.app, prospectId, ['Personal_Bank_Statements', 'CV_Personal_Background']);
      const body = (await listDocuments(t.app, token, prospectId)).json() as Listing;
      const [amal, omar] = body.stakeholdersDocuments;
      expect(amal.personalBankStatements.documents[0]).toMatchObject({ documentKey: 'Personal_Bank_Statements_1', required: true, asked: true });
      expect(amal.personalBackground.documents[0].documentKey).toBe('CV_Personal_Background_1');
      expect(omar.personalBankStatements.documents).toEqual([]); // not a signatory
      expect(body.otherDocuments.documents).toHaveLength(1);
      expect(body.otherDocuments.documents[0]).toMatchObject({ documentKey: 'Tenancy_Contract_1', documentTitle: 'Signed tenancy contract', required: true });
    });

    it("a save keeps every uploaded document, whatever its documents section says (the section is the server's)", async () => {
      const { prospectId, token } = await applicantWithToken(t.app);
      await saveGroups(t.app, token, prospectId, stakeholders());
      const before = (await listDocuments(t.app, token, prospectId)).json() as Listing;
      const passport = before.stakeholdersDocuments[1].documents.documents[0];
      const jwt = await uploadToken(t.app, token, prospectId);
      expect((await upload(t.app, prospectId, jwt, passport.documentKey, { name: 'omar-passport.pdf', content: pdfFile() })).statusCode).toBe(200);
      // a save that says nothing of documents, then one that empties the section
      await saveGroups(t.app, token, prospectId, { organizationInfo: { companyName: 'Falcon Trading' } });
      await saveGroups(t.app, token, prospectId, { documents: { stakeholdersDocuments: [] } });
      const stored = (await t.app.inject({ method: 'GET', url: `/api/v1/usertypes/sme/prospects/${prospectId}`, headers: bearer(token) })).json();
      const omar = stored.documents.stakeholdersDocuments.find((p: { signatoryId: string }) => p.signatoryId === 'companySignatory_b2');
      expect(omar.documents.documents[0]).toMatchObject({ documentKey: passport.documentKey, fileName: 'omar-passport.pdf', uploadStatus: 'Uploaded' });
    });

    it('issues an upload token only for form-encoded client credentials of module DAO, to the holder of the application', async () => {
      const a = await applicantWithToken(t.app);
      const b = await applicantWithToken(t.app);
      const form = (fields: Record<string, string>, token = a.token) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/onboarding/document/oauth2/token',
          headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      const ok = await form({ grant_type: 'client_credentials', module: 'DAO', prospectId: a.prospectId });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ token: expect.any(String), jwtToken: expect.any(String) });
      expect((await form({ grant_type: 'password', module: 'DAO', prospectId: a.prospectId })).statusCode).toBe(400);
      expect((await form({ grant_type: 'client_credentials', module: 'X', prospectId: a.prospectId })).statusCode).toBe(400);
      expect((await form({ grant_type: 'client_credentials', module: 'DAO', prospectId: b.prospectId })).statusCode).toBe(404);
      const unauth = await t.app.inject({
        method: 'POST',
        url: '/api/v1/onboarding/document/oauth2/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials&module=DAO',
      });
      expect(unauth.statusCode).toBe(401);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1/onboarding/document/oauth2/token',
        headers: bearer(a.token),
        payload: { grant_type: 'client_credentials', module: 'DAO' },
      });
      expect(json.statusCode).toBe(415);
    });

    it('stores a PDF and a PNG, marks their slots Uploaded and downloads them under their names as attachments', async () => {
      const { prospectId, token } = await applicantWithToken(t.app);
      await saveGroups(t.app, token, prospectId, stakeholders());
      const jwt = await uploadToken(t.app, token, prospectId);
      const pdf = pdfFile();
      const first = await upload(t.app, prospectId, jwt, 'TradeLicense_1', { name: 'Trade licence 2024.pdf', content: pdf });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ fileName: 'Trade licence 2024.pdf', documentKey: 'TradeLicense_1', uploadStatus: 'Uploaded' });
      const png = pngFile();
      expect((await upload(t.app, prospectId, jwt, 'Passport_1', { name: 'passport.png', content: png })).statusCode).toBe(200);

      const body = (await listDocuments(t.app, token, prospectId)).json() as Listing;
      expect(body.companyDocuments.documents[0]).toMatchObject({ uploadStatus: 'Uploaded', fileName: 'Trade licence 2024.pdf' });
      expect(body.companyDocuments.isDocUpdate).toBe(true);
      expect(body.stakeholdersDocuments[0].documents.documents[0].uploadStatus).toBe('Uploaded');
      expect(body.uploadCount).toBe(2);

      const down = await t.app.inject({ method: 'GET', url: `/api/v1/banks/rak/prospects/${prospectId}/documents/TradeLicense_1`, headers: bearer(token) });
      expect(down.statusCode).toBe(200);
      expect(down.headers['content-type']).toBe('application/pdf');
      expect(down.headers['content-disposition']).toBe(`attachment; filename="Trade licence 2024.pdf"; filename*=UTF-8''Trade%20licence%202024.pdf`);
      expect(down.rawPayload.equals(pdf)).toBe(true);
      const notYet = await t.app.inject({ method: 'GET', url: `/api/v1/banks/rak/prospects/${prospectId}/documents/MOA_1`, headers: bearer(token) });
      expect(notYet.statusCode).toBe(404);
      // stored under random names, never the applicant's
      expect((await storedFiles(t.app)).some((f) => f.includes('licence'))).toBe(false);
    });

    it('is complete once every required document is uploaded', async () => {
      const { prospectId, token } = await applicantWithToken(t.app);
      await saveGroups(t.app, token, prospectId, {
        signatoryInfo: [{ signatoryId: 'companySignatory_x', fullName: 'Sara Ali', kycDetails: { isUAEResident: false, nationality: 'GB' } }],
      });
      const jwt = await uploadToken(t.app, token, prospectId);
      for (const key of ['TradeLicense_1', 'MOA_1'])
        expect((await upload(t.app, prospectId, jwt, key, { name: `${key}.pdf`, content: pdfFile() })).statusCode).toBe(200);
      expect(((await listDocuments(t.app, token, prospectId)).json() as Listing).complete).toBe(false);
      expect((await upload(t.app, prospectId, jwt, 'Passport_1', { name: 'p.jpg', content: pngFile() })).statusCode).toBe(415);
      expect((await upload(t.app, prospectId, jwt, 'Passport_1', { name: 'p.png', content: pngFile() })).statusCode).toBe(200);
      expect(((await listDocuments(t.app, token, prospectId)).json() as Listing).complete).toBe(true);
    });

    describe('refuses every bad file with its message, storing nothing', () => {
      let prospectId = '';
      let token = '';
      let jwt = '';
      beforeAll(async () => {
        ({ prospectId, token } = await applicantWithToken(t.app));
        jwt = await uploadToken(t.app, token, prospectId);
      });
      const expected: Record<string, { status: number; code: string; message: keyof typeof words | null }> = {
        'a PDF under 50 KB': { status: 400, code: 'DOC_TOO_SMALL', message: 'tooSmall' },
        'a PDF of 5 MB + 1 byte': { status: 413, code: 'DOC_TOO_LARGE', message: 'tooLarge' },
        'an HTML file named .png': { status: 415, code: 'DOC_WRONG_TYPE', message: 'wrongType' },
        'a PNG renamed .pdf': { status: 415, code: 'DOC_WRONG_TYPE', message: 'wrongType' },
        'an ELF executable renamed .pdf': { status: 415, code: 'DOC_WRONG_TYPE', message: 'wrongType' },
        'an MZ executable renamed .jpg': { status: 415, code: 'DOC_WRONG_TYPE', message: 'wrongType' },
        'an empty file': { status: 400, code: 'DOC_EMPTY', message: null },
      };
      for (const fixture of uploadFixtures().filter((f) => !f.accepted)) {
        it(fixture.label, async () => {
          const before = (await storedFiles(t.app)).length;
          const res = await upload(t.app, prospectId, jwt, 'MOA_1', { name: fixture.fileName, content: fixture.content });
          const want = expected[fixture.label];
          expect(res.statusCode).toBe(want.status);
          const error = res.json() as { errorType: string; errors: Array<{ errorCode: string; message: string; fieldPath: string }> };
          expect(error.errors[0]).toMatchObject({ errorCode: want.code, fieldPath: 'file' });
          if (want.message) expect(error.errors[0].message).toBe(words[want.message]);
          expect((await storedFiles(t.app)).length).toBe(before);
          expect(((await listDocuments(t.app, token, prospectId)).json() as Listing).uploadCount).toBe(0);
        });
      }

      it('path traversal in the name or the key, a 10,000-character name, an unknown key, a missing file', async () => {
        const before = (await storedFiles(t.app)).length;
        const bad = [
          await upload(t.app, prospectId, jwt, 'MOA_1', { name: '../../etc/passwd.pdf', content: pdfFile() }),
          await upload(t.app, prospectId, jwt, 'MOA_1', { name: '..\\..\\boot.pdf', content: pdfFile() }),
          await upload(t.app, prospectId, jwt, 'MOA_1', { name: `${'a'.repeat(10_000)}.pdf`, content: pdfFile() }),
          await upload(t.app, prospectId, jwt, '../../MOA_1', { name: 'x.pdf', content: pdfFile() }),
          await upload(t.app, prospectId, jwt, 'Unknown_1', { name: 'x.pdf', content: pdfFile() }),
          await upload(t.app, prospectId, jwt, 'MOA_1'),
        ];
        expect(bad.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
        expect(bad.map((r) => (r.json() as { errors: Array<{ errorCode: string }> }).errors[0].errorCode)).toEqual([
          'DOC_BAD_NAME',
          'DOC_BAD_NAME',
          'DOC_BAD_NAME',
          'DOC_UNKNOWN',
          'DOC_UNKNOWN',
          'DOC_EMPTY',
        ]);
        const traversal = await t.app.inject({
          method: 'GET',
          url: `/api/v1/banks/rak/prospects/${prospectId}/documents/..%2F..%2Fetc%2Fpasswd`,
          headers: bearer(token),
        });
        expect(traversal.statusCode).toBe(400);
        expect((await storedFiles(t.app)).length).toBe(before);
      });

      it('bad requests are 4xx, never 5xx', async () => {
        const url = `/api/v1/banks/rak/prospects/${prospectId}/documents`;
        const answers = [
          await t.app.inject({ method: 'POST', url, payload: { documentKey: 'MOA_1' } }),
          await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: 'garbage' }),
          await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data' }, payload: 'garbage' }),
          await t.app.inject({
            method: 'POST',
            url: `/api/v1/banks/${'%2e%2e'}/prospects/${prospectId}/documents`,
            ...multipart({ jwtToken: jwt, documentKey: 'MOA_1' }),
          }),
          await t.app.inject({ method: 'GET', url: `/api/v1/banks/rak/prospects/${prospectId}/documents/${'A'.repeat(5000)}_1`, headers: bearer(token) }),
        ];
        for (const [i, res] of answers.entries()) {
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${i} ${res.body}`).toBeLessThan(500);
        }
      });
    });

    it('lets only the holder touch an application’s documents', async () => {
      const a = await applicantWithToken(t.app);
      const b = await applicantWithToken(t.app);
      const jwtA = await uploadToken(t.app, a.token, a.prospectId);
      expect((await upload(t.app, a.prospectId, jwtA, 'MOA_1', { name: 'm.pdf', content: pdfFile() })).statusCode).toBe(200);
      // A's upload token does not open B's application; a session token is not an upload token
      expect((await upload(t.app, b.prospectId, jwtA, 'MOA_1', { name: 'm.pdf', content: pdfFile() })).statusCode).toBe(404);
      expect((await upload(t.app, a.prospectId, a.token, 'MOA_1', { name: 'm.pdf', content: pdfFile() })).statusCode).toBe(401);
      expect((await upload(t.app, a.prospectId, 'x.y.z', 'MOA_1', { name: 'm.pdf', content: pdfFile() })).statusCode).toBe(401);
      // B cannot list or download A's documents
      expect((await listDocuments(t.app, b.token, a.prospectId)).statusCode).toBe(404);
      const down = await t.app.inject({ method: 'GET', url: `/api/v1/banks/rak/prospects/${a.prospectId}/documents/MOA_1`, headers: bearer(b.token) });
      expect(down.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/banks/rak/prospects/${a.prospectId}/documents/MOA_1` })).statusCode).toBe(401);
    });

    it('refuses uploads beyond the per-application limit (the maximum-uploads page), replacements included', async () => {
      const { prospectId, token } = await applicantWithToken(t.app);
      const jwt = await uploadToken(t.app, token, prospectId);
      const limit = documentRules(t.app.bundle).upload.maxUploadsPerApplication;
      const pdf = pdfFile();
      for (let i = 0; i < limit; i += 1) {
        const res = await upload(t.app, prospectId, jwt, i % 2 ? 'MOA_1' : 'TradeLicense_1', { name: `v${i}.pdf`, content: pdf });
        expect(res.statusCode, res.body).toBe(200);
      }
      const before = (await storedFiles(t.app)).length;
      const over = await upload(t.app, prospectId, jwt, 'MOA_1', { name: 'more.pdf', content: pdf });
      expect(over.statusCode).toBe(422);
      expect((over.json() as { errors: Array<{ errorCode: string }> }).errors[0].errorCode).toBe('MAX_UPLOADS');
      expect((await storedFiles(t.app)).length).toBe(before);
      const body = (await listDocuments(t.app, token, prospectId)).json() as Listing;
      expect(body.uploadCount).toBe(limit);
      // a replaced file's bytes are gone; the newest one is served
      const down = await t.app.inject({ method: 'GET', url: `/api/v1/banks/rak/prospects/${prospectId}/documents/MOA_1`, headers: bearer(token) });
      expect(down.headers['content-disposition']).toContain(`v${limit - 1}.pdf`);
    });

    it('the upload limit agrees with the "Total No of Documents uploaded check" of screening', () => {
      const screening = t.app.bundle.schemas['rules/screening.json'] as { checks: Array<{ screeningType: string; params?: { moreThan?: number } }> };
      const check = screening.checks.find((c) => c.screeningType === 'Total No of Documents uploaded check');
      expect(check?.params?.moreThan).toBe(documentRules(t.app.bundle).upload.maxUploadsPerApplication);
    });

    it('rate-limits uploads per address and application', async () => {
      const { prospectId, token } = await applicantWithToken(t.app);
      const jwt = await uploadToken(t.app, token, prospectId);
      const max = documentRules(t.app.bundle).upload.ratePerMinute;
      const statuses: number[] = [];
      for (let i = 0; i <= max; i += 1) statuses.push((await upload(t.app, prospectId, jwt, 'MOA_1', { name: 'e.pdf', content: emptyFile() })).statusCode);
      expect(statuses.slice(0, max).every((s) => s === 400)).toBe(true);
      expect(statuses[max]).toBe(429);
    });

    it('after submission accepts only what the bank asked for; a stopped application accepts nothing', async () => {
      const { prospectId, token } = await applicantWithToken(t.app);
      await saveGroups(t.app, token, prospectId, { ...stakeholders() });
      await bankAsks(t.app, prospectId, ['Personal_Bank_Statements']);
      const jwt = await uploadToken(t.app, token, prospectId);
      expect((await upload(t.app, prospectId, jwt, 'TradeLicense_1', { name: 't.pdf', content: pdfFile() })).statusCode).toBe(200);
      await t.app.db.execute(sql`UPDATE prospects SET status = 'submitted', ${byTest} WHERE id = ${prospectId}`);
      const asked = await upload(t.app, prospectId, jwt, 'Personal_Bank_Statements_1', { name: 'bank.pdf', content: pdfFile() });
      expect(asked.statusCode).toBe(200);
      const missing = await upload(t.app, prospectId, jwt, 'MOA_1', { name: 'moa.pdf', content: pdfFile() });
      expect(missing.statusCode).toBe(200); // required and still missing
      const again = await upload(t.app, prospectId, jwt, 'TradeLicense_1', { name: 't2.pdf', content: pdfFile() });
      expect(again.statusCode).toBe(423);
      await t.app.db.execute(sql`UPDATE prospects SET status = 'stopped', ${byTest} WHERE id = ${prospectId}`);
      expect((await upload(t.app, prospectId, jwt, 'Passport_1', { name: 'p.pdf', content: pdfFile() })).statusCode).toBe(423);
    });
  });
}

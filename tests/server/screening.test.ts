import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScreening, countUploadedDocuments, type PreScreening, type Screening } from '../../src/server/domain/screening';
import { insertProspect, indexedColumns } from '../../src/server/domain/prospects';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, createCall, otpCall, lastCode, person, readProspect, saveProspect } from './applicant/support';

type Rec = Record<string, any>;

/** A record no check fires on. */
function cleanRecord(overrides: (r: Rec) => void = () => undefined): Rec {
  const r: Rec = {
    applicantInfo: {
      fullName: 'Amal Haddad',
      email: `clean${Math.random().toString(36).slice(2)}@example.com`,
      countryCode: '971',
      mobileNo: String(500000000 + Math.floor(Math.random() * 99999999)),
    },
    applicationInfo: { accountType: 'Current Account' },
    organizationInfo: {
      companyName: 'Falcon Trading LLC',
      countryOfIncorporation: 'AE',
      licenseIssuingAuthority: 'DET',
      licenseNumber: `CN-${Math.floor(Math.random() * 1e9)}`,
    },
    orgKYCDetails: { yearsInBusiness: 3, industryMultiSelect: [{ industry: ['GENERAL_TRADING'], subCategory: ['GT01'] }] },
    signatoryInfo: [{ fullName: 'Amal Haddad', kycDetails: { isShareholder: true, isShareholderACompany: false } }],
    documents: { companyDocuments: { documents: [{ documentKey: 'TL-0', documentType: 'TL', uploadStatus: 'Uploaded', fileName: 'a.pdf' }] } },
  };
  overrides(r);
  return r;
}

const stakeholder = (extra: Rec = {}) => ({ fullName: 'Person', kycDetails: { isShareholder: false, ...extra } });

/** Each check of schemas/rules/screening.json with a change to the clean record that makes it fire. */
const firing: Array<[string, (r: Rec) => void, string, string]> = [
  ['Blacklist Check', (r) => (r.organizationInfo.companyName = 'Global Arms Dealer Supplies'), 'DECLINE', 'Decline'],
  ['Negative List Check', (r) => (r.applicantInfo.fullName = 'john negative'), 'DECLINE', 'Decline'],
  ['Offshore Company Check', (r) => (r.organizationInfo.licenseIssuingAuthority = 'RAK_ICC'), 'INELIGIBLE', 'Decline'],
  [
    'Virtual Currency Check',
    (r) => (r.orgKYCDetails.industryMultiSelect = [{ industry: ['FINANCIAL_SERVICES'], subCategory: ['FN01', 'VA01'] }]),
    'DECLINE',
    'Decline',
  ],
  ['starter account validation', (r) => ((r.applicationInfo.accountType = 'starter'), (r.orgKYCDetails.yearsInBusiness = 1)), 'INELIGIBLE', 'Decline'],
  ['Country Of Incorporation Check', (r) => (r.organizationInfo.countryOfIncorporation = 'GB'), 'INELIGIBLE', 'Decline'],
  [
    'Company is a Stakeholder Check',
    (r) =>
      r.signatoryInfo.push({ signatoryCompanyInfo: { companyName: 'Parent Co', countryOfIncorporation: 'GB' }, kycDetails: { isShareholderACompany: true } }),
    'INELIGIBLE',
    'Decline',
  ],
  ['Too many Stakeholders Check', (r) => (r.signatoryInfo = Array.from({ length: 11 }, () => stakeholder())), 'INELIGIBLE', 'Decline'],
  ['ShareHolderCount Check', (r) => (r.signatoryInfo = Array.from({ length: 6 }, () => stakeholder({ isShareholder: true }))), 'INELIGIBLE', 'Decline'],
  ['Company Firco Check', (r) => (r.organizationInfo.companyName = 'EMBARGO HOLDINGS FZE'), 'DECLINE', 'Match'],
  [
    'Total No of Documents uploaded check',
    (r) =>
      (r.documents = {
        companyDocuments: { documents: Array.from({ length: 31 }, (_, i) => ({ documentKey: `D-${i}`, documentType: 'D', uploadStatus: 'Uploaded' })) },
      }),
    'INELIGIBLE',
    'Decline',
  ],
];

function line(result: PreScreening, type: string) {
  const found = result.screeningResults.find((r) => r.screeningType === type);
  if (!found) throw new Error(`no result line for ${type}`);
  return found;
}

describe('counting uploaded documents', () => {
  it('counts documents with a file or status Uploaded across every group and stakeholder', () => {
    expect(
      countUploadedDocuments(
        {
          companyDocuments: [
            { documentKey: 'a', uploadStatus: 'Uploaded' },
            { documentKey: 'b', fileName: '' },
          ],
          stakeholdersDocuments: [
            { documents: [{ documentKey: 'c', fileName: 'c.pdf' }], personalBankStatements: { documents: [{ documentType: 'x', uploadStatus: 'Uploaded' }] } },
          ],
          otherDocuments: 'junk',
        },
        'Uploaded',
      ),
    ).toBe(3);
    expect(countUploadedDocuments(undefined, 'Uploaded')).toBe(0);
  });
});

describe.each(databases())('screening ($name)', ({ db }) => {
  let t: TestApp;
  let screening: Screening;
  beforeAll(async () => {
    t = await testApp(db);
    screening = createScreening(t.app.bundle);
  });
  afterAll(async () => t.close());

  it('lists every check in order; a clean record passes them all and continues', async () => {
    const result = (await screening.run({ record: cleanRecord(), prospectId: 'QA-none' }, t.app.db)).preScreening;
    expect(result.statusOverAll).toBe('continue');
    expect(result.screeningResults.map((r) => r.screeningType)).toEqual([
      'Dedupe Check',
      'Application Dedupe Check',
      'Blacklist Check',
      'Negative List Check',
      'Offshore Company Check',
      'Virtual Currency Check',
      'starter account validation',
      'Country Of Incorporation Check',
      'Company is a Stakeholder Check',
      'Too many Stakeholders Check',
      'ShareHolderCount Check',
      'Company Firco Check',
      'Total No of Documents uploaded check',
    ]);
    expect(result.screeningResults.every((r) => !r.fired && r.screeningStatus === 'Completed')).toBe(true);
  });

  it('an empty draft fires nothing', async () => {
    const result = (await screening.run({ record: {} }, t.app.db)).preScreening;
    expect(result.statusOverAll).toBe('continue');
    expect(result.screeningResults.some((r) => r.fired)).toBe(false);
  });

  it.each(firing)('%s fires on its condition and stops the journey (on Continue)', async (type, change, status, reason) => {
    const result = (await screening.run({ record: cleanRecord(change), prospectId: 'QA-none', saveType: 'continue' }, t.app.db)).preScreening;
    const fired = result.screeningResults.filter((r) => r.fired).map((r) => r.screeningType);
    expect(fired).toEqual([type]);
    expect(line(result, type)).toMatchObject({ screeningStatus: status, screeningReason: reason });
    expect(line(result, type).screeningNotes).not.toBe('');
    expect(result.statusOverAll).toBe('stop');
  });

  it('a starter account for a new business and a company incorporated in AE pass', async () => {
    const result = await screening.run(
      { record: cleanRecord((r) => ((r.applicationInfo.accountType = 'starter'), (r.orgKYCDetails.yearsInBusiness = '0'))) },
      t.app.db,
    );
    expect(result.preScreening.statusOverAll).toBe('continue');
    const stringYears = (
      await screening.run({ record: cleanRecord((r) => ((r.applicationInfo.accountType = 'starter'), (r.orgKYCDetails.yearsInBusiness = '2'))) }, t.app.db)
    ).preScreening;
    expect(line(stringYears, 'starter account validation').fired).toBe(true);
  });

  async function stored(record: Rec, status: 'draft' | 'stopped' | 'submitted', id: string) {
    await insertProspect(t.app.db, {
      id,
      record,
      columns: indexedColumns(record),
      status,
      at: new Date(),
      releaseId: (await t.app.releases.current()).id,
      trail: { actorKind: 'system', actorId: 'test', action: 'start', changes: [] },
    });
  }

  it('Dedupe Check: another application with the same trade licence declines (never the application itself)', async () => {
    const mine = cleanRecord();
    await stored(mine, 'draft', `QA-self-${Math.random()}`);
    const self = (await screening.run({ record: mine, prospectId: 'QA-x' }, t.app.db)).preScreening;
    expect(line(self, 'Dedupe Check')).toMatchObject({ fired: true, screeningStatus: 'DECLINE', screeningReason: 'Match' });
    expect(self.statusOverAll).toBe('stop');
    const id = `QA-own-${Math.random()}`;
    const own = cleanRecord();
    await stored(own, 'draft', id);
    expect(line((await screening.run({ record: own, prospectId: id }, t.app.db)).preScreening, 'Dedupe Check').fired).toBe(false);
  });

  it.each([
    ['draft', '', 'PENDING'],
    ['draft', '1234', 'WITH_RO'],
    ['submitted', '', 'SUCCESS'],
    ['stopped', '', 'DECLINE'],
  ] as const)('Application Dedupe Check: another %s application (RO code "%s") → %s', async (status, roCode, outcome) => {
    const other = cleanRecord((r) => (r.applicantInfo.roCode = roCode));
    await stored(other, status, `QA-other-${Math.random()}`);
    const mine = cleanRecord((r) => (r.applicantInfo.mobileNo = other.applicantInfo.mobileNo));
    const result = (await screening.run({ record: mine, prospectId: 'QA-mine' }, t.app.db)).preScreening;
    expect(line(result, 'Application Dedupe Check')).toMatchObject({ fired: true, screeningStatus: outcome, screeningReason: 'Match' });
    expect(result.statusOverAll).toBe('stop');
    const byEmail = cleanRecord((r) => (r.applicantInfo.email = other.applicantInfo.email.toUpperCase()));
    expect(line((await screening.run({ record: byEmail, prospectId: 'QA-mine' }, t.app.db)).preScreening, 'Application Dedupe Check').screeningStatus).toBe(
      outcome,
    );
  });

  it.each(firing)('%s is reached through a save, which stores it and blocks later saves', async (type, change) => {
    // the account type is the start's (a save leaves it as stored): the application starts with the one the change names
    const accountType = cleanRecord(change).applicationInfo.accountType;
    const { prospectId, token } = await applicantWithToken(t.app, person(), { applicationInfo: { accountType, islamicBanking: false } });
    // the documents section is the server's: the uploads themselves are what a save counts
    if (type === 'Total No of Documents uploaded check') {
      for (let i = 0; i < 31; i += 1) {
        await t.app.db.execute(
          sql`INSERT INTO documents (prospect_id, document_key, document_type, owner, file_name, stored_name, mime, size_bytes) VALUES (${prospectId}, ${`D_${i}`}, 'D', '', 'd.pdf', ${`${prospectId}-${i}`}, 'application/pdf', 1)`,
        );
      }
    }
    const record = cleanRecord(change);
    record.applicantInfo = { fullName: record.applicantInfo.fullName };
    const res = await saveProspect(t.app, token, prospectId, { ...record, version: 1, saveType: 'continue' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().preScreening.statusOverAll).toBe('stop');
    expect(line(res.json().preScreening, type).fired).toBe(true);
    const read = (await readProspect(t.app, token, prospectId)).json();
    expect(line(read.organizationInfo.screeningInfo, type).fired).toBe(true);
    const later = await saveProspect(t.app, token, prospectId, { version: 2, organizationInfo: { companyName: 'Something else' } });
    expect(later.statusCode).toBe(423);
    expect(later.json().errors[0]).toMatchObject({ errorCode: 'BLOCK_EDITING' });
    expect((await readProspect(t.app, token, prospectId)).json().version).toBe(2);
  });

  it('a second application with the same mobile is stopped by the Application Dedupe Check when created', async () => {
    const first = await applicantWithToken(t.app);
    const again = { ...person(), mobileNo: first.applicant.mobileNo };
    const created = await createCall(t.app, again);
    expect(created.statusCode).toBe(200);
    const verified = await otpCall(t.app, 'verify', again, { otpToken: await lastCode(t.app, again) });
    const token = verified.json().access_token;
    const read = (await readProspect(t.app, token, created.json().prospectId)).json();
    expect(read.organizationInfo.screeningInfo.statusOverAll).toBe('stop');
    expect(line(read.organizationInfo.screeningInfo, 'Application Dedupe Check').screeningStatus).toBe('PENDING');
    const save = await saveProspect(t.app, token, created.json().prospectId, { version: 1 });
    expect(save.statusCode).toBe(423);
  });
});

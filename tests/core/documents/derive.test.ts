import { beforeAll, describe, expect, it } from 'vitest';
import {
  uploadKeyOf,
  deriveDocuments,
  documentRules,
  findDocument,
  isUploadComplete,
  listDocuments,
  missingDocuments,
  uploadableAfterSubmission,
  withUploaded,
  type DocumentRules,
  type Translate,
} from '../../../src/core/documents';
import { interpolate, lookup } from '../../../src/core/messages/format';
import { repoBundle } from '../helpers/load-bundle';

let rules: DocumentRules;
let title: Translate;

beforeAll(async () => {
  const bundle = await repoBundle();
  rules = documentRules(bundle);
  const words = bundle.content['en/documents.json'];
  title = (key, params = {}) => interpolate(lookup(words, key) ?? `!${key}`, params);
});

const person = (id: string, kyc: Record<string, unknown>, names: Record<string, string> = { firstName: 'Amal', lastName: 'Haddad' }) => ({
  signatoryId: id,
  ...names,
  kycDetails: kyc,
});

const keys = (record: Record<string, unknown>) => listDocuments(deriveDocuments(record, rules, { title })).map((d) => d.item.documentKey);

describe('deriveDocuments', () => {
  it('asks every company for its trade licence and memorandum, both required, with titles from content', () => {
    const groups = deriveDocuments({}, rules, { title });
    expect(groups.companyDocuments.documents.map((d) => [d.documentKey, d.documentTitle, d.required])).toEqual([
      ['TradeLicense_1', 'Trade licence', true],
      ['MOA_1', 'Memorandum of association', true],
    ]);
    expect(groups.companyDocuments.limit).toBe(rules.companyGroups.companyDocuments.limit);
    expect(groups.stakeholdersDocuments).toEqual([]);
    expect(groups.isCompanyDocUpdate).toBe(false);
  });

  it('makes company bank statements required once the business is a year old', () => {
    const young = deriveDocuments({ orgKYCDetails: { yearsInBusiness: 0 } }, rules, { title });
    const old = deriveDocuments({ orgKYCDetails: { yearsInBusiness: 3 } }, rules, { title });
    expect(young.companyBankStatements.documents[0]).toMatchObject({ category: 'Bank_Statements', required: false });
    expect(old.companyBankStatements.documents[0].required).toBe(true);
  });

  it('asks a passport per passport entry, an Emirates ID and a visa for residents, nothing for unlisted people', () => {
    const record = {
      signatoryInfo: [
        person('s1', { isUAEResident: true, nationality: 'IN', passportDetails: [{}, {}] }),
        person('s2', { residenceCountry: 'AE', nationality: 'AE' }, { fullName: 'Mona Ali' }),
        person('s3', { isUAEResident: false }, { fullName: 'Tom Reed' }),
        person('s4', { isUAEResident: true }, { firstName: 'Only' }),
      ],
    };
    const groups = deriveDocuments(record, rules, { title });
    expect(groups.stakeholdersDocuments.map((s) => s.name)).toEqual(['Amal Haddad', 'Mona Ali', 'Tom Reed']);
    const [amal, mona, tom] = groups.stakeholdersDocuments;
    expect(amal.documents.documents.map((d) => d.documentKey)).toEqual(['Passport_1', 'Passport_2', 'Emirates_ID_1', 'Visa_1']);
    expect(amal.documents.documents[1].documentTitle).toBe('Passport 2 of Amal Haddad');
    // an Emirati resident needs no visa
    expect(mona.documents.documents.map((d) => d.documentKey)).toEqual(['Passport_3', 'Emirates_ID_2']);
    expect(mona.documents.documents[0].documentTitle).toBe('Passport of Mona Ali');
    expect(tom.documents.documents.map((d) => d.documentKey)).toEqual(['Passport_4']);
  });

  it('asks a company stakeholder for its trade licence instead of a passport', () => {
    const groups = deriveDocuments({ signatoryInfo: [person('c1', { isShareholderACompany: true }, { fullName: 'Acme LLC' })] }, rules, { title });
    expect(groups.stakeholdersDocuments[0].documents.documents.map((d) => d.documentKey)).toEqual(['Stakeholder_Trade_License_1']);
  });

  it('adds personal bank statements and CV for signatories only when the bank asked for the category', () => {
    const people = [person('s1', { isSignatory: true }), person('s2', { isSignatory: false }, { fullName: 'Tom Reed' })];
    expect(keys({ signatoryInfo: people })).not.toContain('Personal_Bank_Statements_1');
    const asked = deriveDocuments({ signatoryInfo: people, prospectStatusInfo: { documentsRequested: ['Personal_Bank_Statements'] } }, rules, { title });
    expect(asked.stakeholdersDocuments[0].personalBankStatements.documents[0]).toMatchObject({
      documentKey: 'Personal_Bank_Statements_1',
      category: 'Personal_Bank_Statements',
      required: true,
      asked: true,
    });
    expect(asked.stakeholdersDocuments[0].personalBackground.documents).toEqual([]);
    expect(asked.stakeholdersDocuments[1].personalBankStatements.documents).toEqual([]);
  });

  it('keeps the documents the bank put into otherDocuments, up to the group limit, refusing odd types', () => {
    const entries = [
      { documentType: 'Tenancy', documentTitle: 'Tenancy contract', required: false },
      { documentType: '../evil', documentTitle: 'x' },
      ...Array.from({ length: 10 }, () => ({ documentType: 'Extra' })),
    ];
    const groups = deriveDocuments({ documents: { otherDocuments: { documents: entries } } }, rules, { title });
    const other = groups.otherDocuments.documents;
    expect(other).toHaveLength(rules.companyGroups.otherDocuments.limit);
    expect(other[0]).toMatchObject({ documentKey: 'Tenancy_1', documentTitle: 'Tenancy contract', required: false, asked: true });
    expect(other[1]).toMatchObject({ documentKey: 'Extra_1', documentTitle: 'Requested document', required: true });
  });

  it('marks a slot Uploaded only when the server holds an upload for its key and owner', () => {
    const record = { signatoryInfo: [person('s1', {})] };
    const groups = deriveDocuments(record, rules, {
      title,
      uploads: {
        [uploadKeyOf('', 'TradeLicense_1')]: { fileName: 'tl.pdf', owner: '' },
        [uploadKeyOf('someone-else', 'Passport_1')]: { fileName: 'p.pdf', owner: 'someone-else' },
      },
    });
    expect(findDocument(groups, 'TradeLicense_1')?.item).toMatchObject({ uploadStatus: 'Uploaded', fileName: 'tl.pdf' });
    expect(groups.companyDocuments.isDocUpdate).toBe(true);
    expect(findDocument(groups, 'Passport_1')?.item.uploadStatus).toBe('');
    expect(findDocument(groups, 'Passport_1')?.owner).toBe('s1');
  });

  it("keeps an upload with its owner's slot when the running numbers move (an earlier stakeholder deleted)", () => {
    const uploads = { [uploadKeyOf('s2', 'Passport_1')]: { fileName: 'second.pdf', owner: 's2' } };
    const both = deriveDocuments({ signatoryInfo: [person('s1', {}), person('s2', {})] }, rules, { title, uploads });
    expect(findDocument(both, 'Passport_2')?.item).toMatchObject({ uploadStatus: 'Uploaded', fileName: 'second.pdf', slotKey: 'Passport_1' });
    const alone = deriveDocuments({ signatoryInfo: [person('s2', {})] }, rules, { title, uploads });
    expect(findDocument(alone, 'Passport_1')?.item).toMatchObject({ uploadStatus: 'Uploaded', fileName: 'second.pdf' });
  });

  it('in the browser keeps the status the record already holds for the same key and type', () => {
    const record = {
      documents: { companyDocuments: { documents: [{ documentKey: 'MOA_1', documentType: 'MOA', uploadStatus: 'Uploaded', fileName: 'moa.pdf' }] } },
    };
    const groups = deriveDocuments(record, rules, { title });
    expect(findDocument(groups, 'MOA_1')?.item).toMatchObject({ uploadStatus: 'Uploaded', fileName: 'moa.pdf' });
    expect(findDocument(groups, 'TradeLicense_1')?.item.uploadStatus).toBe('');
  });

  it('withUploaded puts the stored fileName in its slot and sets isDocUpdate', () => {
    const groups = deriveDocuments({ signatoryInfo: [person('s1', {})] }, rules, { title });
    const next = withUploaded(groups, 'Passport_1', 'pass.png', rules.uploadedStatus);
    expect(next.stakeholdersDocuments[0].documents).toMatchObject({ isDocUpdate: true, documents: [{ fileName: 'pass.png', uploadStatus: 'Uploaded' }] });
    expect(groups.stakeholdersDocuments[0].documents.isDocUpdate).toBe(false);
    expect(next.companyDocuments).toBe(groups.companyDocuments);
  });
});

describe('completeness', () => {
  it('is complete when every required document is Uploaded', () => {
    const record = { signatoryInfo: [person('s1', {})] };
    let groups = deriveDocuments(record, rules, { title });
    expect(missingDocuments(groups, rules).map((d) => d.documentKey)).toEqual(['TradeLicense_1', 'MOA_1', 'Passport_1']);
    expect(isUploadComplete(groups, record, rules)).toBe(false);
    for (const key of ['TradeLicense_1', 'MOA_1']) groups = withUploaded(groups, key, 'f.pdf', rules.uploadedStatus);
    expect(isUploadComplete(groups, record, rules)).toBe(false);
    groups = withUploaded(groups, 'Passport_1', 'f.pdf', rules.uploadedStatus);
    // optional address proof and invoices are not needed
    expect(isUploadComplete(groups, record, rules)).toBe(true);
  });

  it('is complete with nothing uploaded when the valid RO code is Y', () => {
    const record = { applicantInfo: { validRoCode: 'Y' } };
    const groups = deriveDocuments(record, rules, { title });
    expect(isUploadComplete(groups, record, rules)).toBe(true);
    expect(isUploadComplete(groups, { applicantInfo: { validRoCode: 'N' } }, rules)).toBe(false);
  });

  it('after submission only asked or still-missing required documents can be uploaded', () => {
    const record = { prospectStatusInfo: { documentsRequested: ['Bank_Statements'] } };
    let groups = deriveDocuments(record, rules, { title });
    groups = withUploaded(groups, 'TradeLicense_1', 'f.pdf', rules.uploadedStatus);
    const can = (key: string) => uploadableAfterSubmission(findDocument(groups, key)!.item, rules);
    expect(can('TradeLicense_1')).toBe(false);
    expect(can('MOA_1')).toBe(true);
    expect(can('Bank_Statements_1')).toBe(true);
    expect(can('Company_Address_Proof_1')).toBe(false);
  });
});

describe('the rules file', () => {
  it('uses only the five document categories, and every title key exists in content', async () => {
    expect(rules.categories).toEqual([
      'Bank_Statements',
      'Company_Address_Proof',
      'Invoices_Contracts_Shipment_MOU_Custom',
      'Personal_Bank_Statements',
      'CV_Personal_Background',
    ]);
    const all = [...Object.values(rules.companyGroups), ...Object.values(rules.stakeholderGroups)].flatMap((g) => g.documents);
    for (const rule of all) {
      if (rule.category) expect(rules.categories).toContain(rule.category);
      expect(title(rule.titleKey)).not.toMatch(/^!/);
      if (rule.numberedTitleKey) expect(title(rule.numberedTitleKey)).not.toMatch(/^!/);
    }
  });

  it('keeps the sizes: 5 MB maximum, 50 KB minimum', () => {
    expect(rules.upload.maxBytes).toBe(5_242_880);
    expect(rules.upload.minBytes).toBe(50 * 1024);
    expect(rules.upload.types.map((t) => t.mime).sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
  });
});

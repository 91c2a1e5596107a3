import { beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, type Registry } from '../../src/core/schema/registry';
import { isoDate } from '../../src/core/schema/dates';
import { repoBundle } from './helpers/load-bundle';

/** A complete, valid Company Information record. */
function validRecord() {
  return {
    applicationInfo: { islamicBanking: false },
    organizationInfo: {
      companyName: 'Acme Trading LLC',
      vatRegistrationNumber: '100123456700003',
      numberOfEmployees: 12,
      licenseNumber: 'CN-1234567',
      licenseIssueDate: '2015-03-01',
      licenseIssuingAuthority: 'DET',
      countryOfIncorporation: 'AE',
      dateOfIncorporation: '2015-02-01',
    },
    orgKYCDetails: {
      companyCategory: 'LLC',
      yearsInBusiness: 9,
      industryMultiSelect: [{ industry: ['GENERAL_TRADING'], subCategory: ['GT01'] }],
    },
  };
}

type Rec = ReturnType<typeof validRecord> & Record<string, any>;

const tomorrow = (() => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return isoDate(d);
})();
const today = isoDate(new Date());

const org = (field: string, value: unknown) => (r: Rec) => {
  if (value === undefined) delete (r.organizationInfo as any)[field];
  else (r.organizationInfo as any)[field] = value;
};
const kyc = (field: string, value: unknown) => (r: Rec) => {
  if (value === undefined) delete (r.orgKYCDetails as any)[field];
  else (r.orgKYCDetails as any)[field] = value;
};
const rows = (industry: string[], subCategory: string[]) => kyc('industryMultiSelect', [{ industry, subCategory }]);

// [rule, change, path, expected messages on that path ([] = valid), other paths that fail with it]
const table: [string, (r: Rec) => void, string, string[], string[]?][] = [
  ['companyName valid', org('companyName', 'Al Noor & Sons (L.L.C.)'), '$.organizationInfo.companyName', []],
  ['companyName missing', org('companyName', undefined), '$.organizationInfo.companyName', ['Company name is not filled']],
  ['companyName empty', org('companyName', ''), '$.organizationInfo.companyName', ['Company name is not filled']],
  [
    'companyName only spaces',
    org('companyName', '   '),
    '$.organizationInfo.companyName',
    ['Company name is blank', 'Company name should not have trailing spaces'],
  ],
  ['companyName 50 chars', org('companyName', 'A'.repeat(50)), '$.organizationInfo.companyName', []],
  ['companyName 51 chars', org('companyName', 'A'.repeat(51)), '$.organizationInfo.companyName', ['Maximum 50 characters allowed']],
  [
    'companyName pattern',
    org('companyName', 'Acme <script>'),
    '$.organizationInfo.companyName',
    ["Company name can hold letters of any language, digits, spaces and . , ' & ( ) / @ # _ : ! ? + -"],
  ],
  ['companyName leading space', org('companyName', ' Acme'), '$.organizationInfo.companyName', ['Company name should not have trailing spaces']],
  ['companyName trailing space', org('companyName', 'Acme '), '$.organizationInfo.companyName', ['Company name should not have trailing spaces']],
  ['companyCategory valid', kyc('companyCategory', 'FZE'), '$.orgKYCDetails.companyCategory', []],
  ['companyCategory missing', kyc('companyCategory', ''), '$.orgKYCDetails.companyCategory', ['Company category is not filled']],
  ['companyCategory not in list', kyc('companyCategory', 'PIRATES'), '$.orgKYCDetails.companyCategory', ['Company category is invalid']],
  ['vat optional', org('vatRegistrationNumber', ''), '$.organizationInfo.vatRegistrationNumber', []],
  ['vat letters', org('vatRegistrationNumber', '10012345A'), '$.organizationInfo.vatRegistrationNumber', ['VAT registration number is invalid']],
  ['vat 16 digits', org('vatRegistrationNumber', '1'.repeat(16)), '$.organizationInfo.vatRegistrationNumber', ['Maximum 15 characters allowed']],
  ['employees 0', org('numberOfEmployees', 0), '$.organizationInfo.numberOfEmployees', []],
  ['employees 99999', org('numberOfEmployees', 99999), '$.organizationInfo.numberOfEmployees', []],
  ['employees fraction', org('numberOfEmployees', 2.5), '$.organizationInfo.numberOfEmployees', ['Not valid number']],
  ['employees text', org('numberOfEmployees', 'ten'), '$.organizationInfo.numberOfEmployees', ['Not valid number']],
  ['employees negative', org('numberOfEmployees', -1), '$.organizationInfo.numberOfEmployees', ['Must be more than or equal to 0']],
  ['employees too many', org('numberOfEmployees', 100000), '$.organizationInfo.numberOfEmployees', ['Must be less than or equal to 99,999']],
  ['industry 12 rows', rows(Array(12).fill('RETAIL'), Array(12).fill('RT01')), '$.orgKYCDetails.industryMultiSelect[0].industry', []],
  [
    'industry 13 rows',
    rows(Array(13).fill('RETAIL'), Array(13).fill('RT01')),
    '$.orgKYCDetails.industryMultiSelect[0].industry',
    ['No more than 12 entries allowed'],
    ['$.orgKYCDetails.industryMultiSelect[0].subCategory'],
  ],
  ['industry missing', rows([], []), '$.orgKYCDetails.industryMultiSelect[0].industry', ['Industry is not filled']],
  ['industry empty row', rows([''], ['']), '$.orgKYCDetails.industryMultiSelect[0].industry[0]', ['Industry is not filled']],
  [
    'sub-category after industry',
    rows(['GENERAL_TRADING', 'RETAIL'], ['GT01']),
    '$.orgKYCDetails.industryMultiSelect[0].subCategory[1]',
    ['Sub-category is not filled'],
  ],
  ['licenseNumber missing', org('licenseNumber', ''), '$.organizationInfo.licenseNumber', ['Trade licence number is not filled']],
  ['licenseNumber 20', org('licenseNumber', 'A'.repeat(20)), '$.organizationInfo.licenseNumber', []],
  ['licenseNumber 21', org('licenseNumber', 'A'.repeat(21)), '$.organizationInfo.licenseNumber', ['Maximum 20 characters allowed']],
  ['licenseNumber pattern', org('licenseNumber', 'CN 12/3'), '$.organizationInfo.licenseNumber', ['Trade licence number is invalid']],
  ['licenseIssueDate missing', org('licenseIssueDate', undefined), '$.organizationInfo.licenseIssueDate', ['Licence issuing date is not filled']],
  ['licenseIssueDate 1900-01-01', org('licenseIssueDate', '1900-01-01'), '$.organizationInfo.licenseIssueDate', []],
  ['licenseIssueDate today', org('licenseIssueDate', today), '$.organizationInfo.licenseIssueDate', []],
  [
    'licenseIssueDate before 1900',
    org('licenseIssueDate', '1899-12-31'),
    '$.organizationInfo.licenseIssueDate',
    ['Licence issuing date should not be less than 01/01/1900'],
  ],
  [
    'licenseIssueDate future',
    org('licenseIssueDate', tomorrow),
    '$.organizationInfo.licenseIssueDate',
    [`Licence issuing date should not be later than ${today.split('-').reverse().join('/')}`],
  ],
  ['licenseIssueDate not a date', org('licenseIssueDate', '2015-02-30'), '$.organizationInfo.licenseIssueDate', ['Licence issuing date is invalid']],
  ['dateOfIncorporation missing', org('dateOfIncorporation', ''), '$.organizationInfo.dateOfIncorporation', ['Date of incorporation is not filled']],
  [
    'dateOfIncorporation before 1900',
    org('dateOfIncorporation', '1850-06-01'),
    '$.organizationInfo.dateOfIncorporation',
    ['Date of incorporation should not be less than 01/01/1900'],
  ],
  [
    'dateOfIncorporation future',
    org('dateOfIncorporation', tomorrow),
    '$.organizationInfo.dateOfIncorporation',
    [`Date of incorporation should not be later than ${today.split('-').reverse().join('/')}`],
  ],
  [
    'countryOfIncorporation missing',
    org('countryOfIncorporation', ''),
    '$.organizationInfo.countryOfIncorporation',
    ['Country of incorporation is not filled'],
  ],
  ['countryOfIncorporation unknown', org('countryOfIncorporation', 'XX'), '$.organizationInfo.countryOfIncorporation', ['Country of incorporation is invalid']],
  [
    'licenseIssuingAuthority missing',
    org('licenseIssuingAuthority', undefined),
    '$.organizationInfo.licenseIssuingAuthority',
    ['Licence issuing authority is not filled'],
  ],
  ['yearsInBusiness optional', kyc('yearsInBusiness', undefined), '$.orgKYCDetails.yearsInBusiness', []],
  ['yearsInBusiness 999', kyc('yearsInBusiness', 999), '$.orgKYCDetails.yearsInBusiness', []],
  ['yearsInBusiness 4 digits', kyc('yearsInBusiness', 1000), '$.orgKYCDetails.yearsInBusiness', ['Must be less than or equal to 999']],
  ['yearsInBusiness negative', kyc('yearsInBusiness', -2), '$.orgKYCDetails.yearsInBusiness', ['Must be more than or equal to 0']],
  ['yearsInBusiness fraction', kyc('yearsInBusiness', 1.5), '$.orgKYCDetails.yearsInBusiness', ['Not valid number']],
];

describe('Company Information rules (submit mode)', () => {
  let registry: Registry;
  beforeAll(async () => {
    registry = createRegistry(await repoBundle());
  });

  it('accepts the complete valid record', () => {
    expect(registry.validateValue('companyInfo', validRecord(), 'submit')).toEqual([]);
  });

  it.each(table)('%s', (_rule, change, path, expected, alsoFailing = []) => {
    const record = validRecord() as Rec;
    change(record);
    const errors = registry.validateValue('companyInfo', record, 'submit');
    expect(
      errors
        .filter((e) => e.path === path)
        .map((e) => e.message)
        .sort(),
    ).toEqual([...expected].sort());
    // nothing else breaks when one field is wrong
    expect(errors.filter((e) => e.path !== path).map((e) => e.path)).toEqual(alsoFailing);
  });

  it('validates one step alone by its key', () => {
    const record = validRecord() as Rec;
    record.organizationInfo.companyName = '';
    record.organizationInfo.licenseNumber = '';
    const errors = registry.validateValue('companyInfo/companyDetails', record, 'submit');
    expect(errors.map((e) => e.path)).toEqual(['$.organizationInfo.companyName']);
  });

  it('prefixes paths with basePath', () => {
    const record = validRecord() as Rec;
    record.organizationInfo.companyName = '';
    const [error] = registry.validateValue('companyInfo/companyDetails', record, 'submit', { basePath: '$.prospect' });
    expect(error).toMatchObject({ path: '$.prospect.organizationInfo.companyName', keyword: 'required', messageKey: 'keywords.required' });
  });
});

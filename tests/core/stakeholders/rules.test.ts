import { beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, type Registry } from '../../../src/core/schema/registry';
import { isoDate } from '../../../src/core/schema/dates';
import { repoBundle } from '../helpers/load-bundle';

/** A complete, valid individual signatory with shares. */
function validPerson(): Record<string, any> {
  return {
    signatoryId: 'companySignatory_1',
    salutation: 'MR',
    firstName: 'Omar',
    middleName: 'K',
    lastName: 'Haddad',
    kycDetails: {
      isShareholderACompany: false,
      dateOfBirth: '1980-05-01',
      isPEP: false,
      isSignatory: true,
      isShareholder: true,
      shareHoldingPercentage: 40,
      passportDetails: [{ country: 'JO', passportNumber: 'P1234567', hasAnotherCitizenship: false, diplomatPassport: false }],
      residenceCountry: 'AE',
      emirateIdDetails: { eidNumber: '784-1980-1234567-1' },
    },
    accountSigningInfo: { authorityType: '100' },
    isUSrelation: false,
    contactDetails: {
      primaryEmail: 'omar@example.com',
      primaryMobCountryCode: '971',
      primaryMobileNo: '501234567',
      primaryPhoneCountryCode: '971',
      primaryPhoneNo: '',
      primaryHomeCountryCode: '962',
      primaryHomeNo: '791234567',
    },
  };
}

function validCompany(): Record<string, any> {
  return {
    signatoryId: 'companySignatory_2',
    kycDetails: { isShareholderACompany: true, isShareholder: true, shareHoldingPercentage: 30 },
    signatoryCompanyInfo: { companyName: 'Holding Co LLC', tradeLicenseNo: 'TL-445', countryOfIncorporation: 'AE', dateOfIncorporation: '2010-01-01' },
  };
}

type P = Record<string, any>;
const set = (path: string, value: unknown) => (p: P) => {
  const parts = path.split('.');
  let node = p;
  for (const part of parts.slice(0, -1)) node = node[part] ??= {};
  if (value === undefined) delete node[parts.at(-1)!];
  else node[parts.at(-1)!] = value;
};
const all =
  (...changes: ((p: P) => void)[]) =>
  (p: P) =>
    changes.forEach((c) => c(p));

const year = new Date().getFullYear();
const today = isoDate(new Date());
const tomorrow = (() => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return isoDate(d);
})();
const FIRST = '$.firstName';
const COMBINED = 'First, Middle and Last name combined have a limit of 120 characters';
const ABOVE = "Shareholders can't hold more than 100% of shares in total";
const BELOW = "Shareholders can't hold less than 0% of shares in total";
const PCT = '$.kycDetails.shareHoldingPercentage';
const passports = (...rows: P[]) => set('kycDetails.passportDetails', rows);
const pp = (country: string, passportNumber = 'A12345', hasAnotherCitizenship = false) => ({
  country,
  passportNumber,
  hasAnotherCitizenship,
  diplomatPassport: false,
});

// [rule, base, change, path, expected messages on that path ([] = valid)]
type Row = [string, 'person' | 'company', (p: P) => void, string, string[]];
const table: Row[] = [
  // Stakeholder personal
  ['salutation required', 'person', set('salutation', ''), '$.salutation', ['Salutation is not filled']],
  ['salutation from the list', 'person', set('salutation', 'KING'), '$.salutation', ['Salutation is invalid']],
  ['first name required', 'person', set('firstName', ''), FIRST, ['First name is not filled']],
  ['last name required', 'person', set('lastName', undefined), '$.lastName', ['Last name is not filled']],
  ['middle name optional', 'person', set('middleName', ''), '$.middleName', []],
  ['first name 30', 'person', set('firstName', 'A'.repeat(30)), FIRST, []],
  ['first name 31', 'person', set('firstName', 'A'.repeat(31)), FIRST, ['Maximum 30 characters allowed']],
  ['middle name 8', 'person', set('middleName', 'B'.repeat(8)), '$.middleName', []],
  ['middle name 9', 'person', set('middleName', 'B'.repeat(9)), '$.middleName', ['Maximum 8 characters allowed']],
  ['last name 40', 'person', set('lastName', 'C'.repeat(40)), '$.lastName', []],
  ['last name 41', 'person', set('lastName', 'C'.repeat(41)), '$.lastName', ['Maximum 40 characters allowed']],
  [
    'longest names allowed (80 with spaces) stay within the combined 120',
    'person',
    all(set('firstName', 'A'.repeat(30)), set('middleName', 'B'.repeat(8)), set('lastName', 'C'.repeat(40))),
    FIRST,
    [],
  ],
  [
    'combined above 120 (a last name past its own limit) is said on the first name',
    'person',
    all(set('firstName', 'A'.repeat(30)), set('lastName', 'C'.repeat(90))),
    FIRST,
    [COMBINED],
  ],
  [
    'name pattern',
    'person',
    set('firstName', 'Om4r'),
    FIRST,
    ['First name can hold letters of any language, spaces, hyphens, apostrophes and dots, and starts with a letter'],
  ],
  ['name trailing space', 'person', set('lastName', 'Haddad '), '$.lastName', ['Last name should not have trailing spaces']],
  ['date of birth required', 'person', set('kycDetails.dateOfBirth', ''), '$.kycDetails.dateOfBirth', ['Date of birth is not filled']],
  ['date of birth 1900-01-01', 'person', set('kycDetails.dateOfBirth', '1900-01-01'), '$.kycDetails.dateOfBirth', []],
  [
    'date of birth before 1900',
    'person',
    set('kycDetails.dateOfBirth', '1899-12-31'),
    '$.kycDetails.dateOfBirth',
    ['Date of birth should not be less than 01/01/1900'],
  ],
  ['date of birth today', 'person', set('kycDetails.dateOfBirth', today), '$.kycDetails.dateOfBirth', []],
  [
    'date of birth in the future',
    'person',
    set('kycDetails.dateOfBirth', tomorrow),
    '$.kycDetails.dateOfBirth',
    [`Date of birth should not be later than ${today.split('-').reverse().join('/')}`],
  ],
  [
    'PEP required',
    'person',
    set('kycDetails.isPEP', undefined),
    '$.kycDetails.isPEP',
    [
      'Field Is this person, or a relative or close associate, holding or has held a position in the government or in a government-owned company or organisation in any country is not filled',
    ],
  ],
  ['PEP not asked of a company', 'company', set('kycDetails.isPEP', undefined), '$.kycDetails.isPEP', []],
  ['company: no names needed', 'company', set('firstName', ''), FIRST, []],
  ['company name required', 'company', set('signatoryCompanyInfo.companyName', ''), '$.signatoryCompanyInfo.companyName', ['Company name is not filled']],
  [
    'company name 51',
    'company',
    set('signatoryCompanyInfo.companyName', 'A'.repeat(51)),
    '$.signatoryCompanyInfo.companyName',
    ['Maximum 50 characters allowed'],
  ],
  [
    'company TL number required',
    'company',
    set('signatoryCompanyInfo.tradeLicenseNo', ''),
    '$.signatoryCompanyInfo.tradeLicenseNo',
    ['Trade licence number is not filled'],
  ],
  [
    'company country required',
    'company',
    set('signatoryCompanyInfo.countryOfIncorporation', ''),
    '$.signatoryCompanyInfo.countryOfIncorporation',
    ['Country of incorporation is not filled'],
  ],
  [
    'company licence date required',
    'company',
    set('signatoryCompanyInfo.dateOfIncorporation', ''),
    '$.signatoryCompanyInfo.dateOfIncorporation',
    ['Licence issue date is not filled'],
  ],
  [
    'licence date 1 Jan fifty years back',
    'company',
    set('signatoryCompanyInfo.dateOfIncorporation', `${year - 50}-01-01`),
    '$.signatoryCompanyInfo.dateOfIncorporation',
    [],
  ],
  [
    'licence date before the window',
    'company',
    set('signatoryCompanyInfo.dateOfIncorporation', `${year - 51}-12-31`),
    '$.signatoryCompanyInfo.dateOfIncorporation',
    [`Licence issue date should not be less than 01/01/${year - 50}`],
  ],
  [
    'licence date end of this year',
    'company',
    set('signatoryCompanyInfo.dateOfIncorporation', `${year}-12-31`),
    '$.signatoryCompanyInfo.dateOfIncorporation',
    [],
  ],
  [
    'licence date next year',
    'company',
    set('signatoryCompanyInfo.dateOfIncorporation', `${year + 1}-01-01`),
    '$.signatoryCompanyInfo.dateOfIncorporation',
    [`Licence issue date should not be later than 31/12/${year}`],
  ],
  ['company percentage required', 'company', set('kycDetails.shareHoldingPercentage', undefined), PCT, ['Percentage of shares is not filled']],
  [
    'company shareholder answer required',
    'company',
    set('kycDetails.isShareholder', undefined),
    '$.kycDetails.isShareholder',
    ['Is the company a shareholder is not filled'],
  ],
  // Signatory, shareholding
  [
    'signatory answer required',
    'person',
    set('kycDetails.isSignatory', undefined),
    '$.kycDetails.isSignatory',
    ['Field Is this person a signatory is not filled'],
  ],
  [
    'authority type required of a signatory',
    'person',
    set('accountSigningInfo.authorityType', ''),
    '$.accountSigningInfo.authorityType',
    ['Authority type is not filled'],
  ],
  [
    'authority type from the list',
    'person',
    set('accountSigningInfo.authorityType', '999'),
    '$.accountSigningInfo.authorityType',
    ['Authority type is invalid'],
  ],
  [
    'no authority type for others',
    'person',
    all(set('kycDetails.isSignatory', false), set('accountSigningInfo.authorityType', ''), set('isUSrelation', undefined)),
    '$.accountSigningInfo.authorityType',
    [],
  ],
  [
    'shareholder answer required',
    'person',
    set('kycDetails.isShareholder', undefined),
    '$.kycDetails.isShareholder',
    ['Is this person a shareholder is not filled'],
  ],
  ['percentage required of a shareholder', 'person', set('kycDetails.shareHoldingPercentage', undefined), PCT, ['Percentage of shares is not filled']],
  ['no percentage for a non-shareholder', 'person', all(set('kycDetails.isShareholder', false), set('kycDetails.shareHoldingPercentage', undefined)), PCT, []],
  ['percentage 0', 'person', set('kycDetails.shareHoldingPercentage', 0), PCT, []],
  ['percentage below 0', 'person', set('kycDetails.shareHoldingPercentage', -0.01), PCT, [BELOW]],
  ['percentage 100 alone', 'person', set('kycDetails.shareHoldingPercentage', 100), PCT, []],
  ['percentage 100.01', 'person', set('kycDetails.shareHoldingPercentage', 100.01), PCT, [ABOVE]],
  ['percentage up to 100 minus others', 'person', all(set('othersShareTotal', 59.5), set('kycDetails.shareHoldingPercentage', 40.5)), PCT, []],
  ['percentage above 100 minus others', 'person', all(set('othersShareTotal', 59.5), set('kycDetails.shareHoldingPercentage', 40.51)), PCT, [ABOVE]],
  ['company percentage above 100 minus others', 'company', all(set('othersShareTotal', 80), set('kycDetails.shareHoldingPercentage', 30)), PCT, [ABOVE]],
  ['percentage two decimals', 'person', set('kycDetails.shareHoldingPercentage', 33.33), PCT, []],
  ['percentage three decimals', 'person', set('kycDetails.shareHoldingPercentage', 33.333), PCT, ['Only 2 decimals are allowed']],
  ['percentage not a number', 'person', set('kycDetails.shareHoldingPercentage', 'lots'), PCT, ['Not valid number']],
  // Nationality and residence
  ['passport country required', 'person', passports(pp('')), '$.kycDetails.passportDetails[0].country', ['Country of citizenship is not filled']],
  ['passport number required', 'person', passports(pp('JO', '')), '$.kycDetails.passportDetails[0].passportNumber', ['Passport number is not filled']],
  ['passport number 12', 'person', passports(pp('JO', 'A'.repeat(12))), '$.kycDetails.passportDetails[0].passportNumber', []],
  ['passport number 13', 'person', passports(pp('JO', 'A'.repeat(13))), '$.kycDetails.passportDetails[0].passportNumber', ['Maximum 12 characters allowed']],
  ['passport number alphanumeric', 'person', passports(pp('JO', 'A-123')), '$.kycDetails.passportDetails[0].passportNumber', ['Passport number is invalid']],
  [
    'five citizenships',
    'person',
    passports(pp('JO', 'A1', true), pp('GB', 'A2', true), pp('US', 'A3', true), pp('FR', 'A4', true), pp('DE', 'A5')),
    '$.kycDetails.passportDetails',
    [],
  ],
  [
    'six citizenships',
    'person',
    passports(pp('JO', 'A1', true), pp('GB', 'A2', true), pp('US', 'A3', true), pp('FR', 'A4', true), pp('DE', 'A5', true), pp('IT', 'A6')),
    '$.kycDetails.passportDetails',
    ['No more than 5 entries allowed'],
  ],
  [
    'another citizenship not on the fifth',
    'person',
    passports(pp('JO', 'A1', true), pp('GB', 'A2', true), pp('US', 'A3', true), pp('FR', 'A4', true), pp('DE', 'A5', true)),
    '$.kycDetails.passportDetails[4].hasAnotherCitizenship',
    ['This person has another citizenship can be chosen on the first 4 entries only'],
  ],
  [
    'country twice',
    'person',
    passports(pp('JO', 'A1', true), pp('JO', 'A2')),
    '$.kycDetails.passportDetails[1].country',
    ['Country of citizenship cannot be repeated'],
  ],
  ['residence required', 'person', set('kycDetails.residenceCountry', ''), '$.kycDetails.residenceCountry', ['Country of residence is not filled']],
  [
    'Emirates ID required in AE',
    'person',
    set('kycDetails.emirateIdDetails.eidNumber', ''),
    '$.kycDetails.emirateIdDetails.eidNumber',
    ['Emirates ID number is not filled'],
  ],
  ['Emirates ID without hyphens', 'person', set('kycDetails.emirateIdDetails.eidNumber', '784198012345671'), '$.kycDetails.emirateIdDetails.eidNumber', []],
  [
    'Emirates ID not starting 784',
    'person',
    set('kycDetails.emirateIdDetails.eidNumber', '785-1980-1234567-1'),
    '$.kycDetails.emirateIdDetails.eidNumber',
    ['Emirates ID number is invalid'],
  ],
  [
    'Emirates ID 14 digits',
    'person',
    set('kycDetails.emirateIdDetails.eidNumber', '784-1980-123456-1'),
    '$.kycDetails.emirateIdDetails.eidNumber',
    ['Emirates ID number is invalid'],
  ],
  [
    'no Emirates ID abroad',
    'person',
    all(set('kycDetails.residenceCountry', 'JO'), set('kycDetails.emirateIdDetails.eidNumber', '')),
    '$.kycDetails.emirateIdDetails.eidNumber',
    [],
  ],
  [
    'US relation required of a signatory',
    'person',
    set('isUSrelation', undefined),
    '$.isUSrelation',
    ['Does this person have a relation with the United States (citizenship, residence or green card) is not filled'],
  ],
  [
    'US relation not asked of others',
    'person',
    all(set('kycDetails.isSignatory', false), set('accountSigningInfo.authorityType', ''), set('isUSrelation', undefined)),
    '$.isUSrelation',
    [],
  ],
  // Contact (signatories only) and the phone rule
  ['e-mail required', 'person', set('contactDetails.primaryEmail', ''), '$.contactDetails.primaryEmail', ['E-mail address is not filled']],
  ['e-mail valid', 'person', set('contactDetails.primaryEmail', 'omar@'), '$.contactDetails.primaryEmail', ['E-mail address is invalid']],
  [
    'e-mail 51',
    'person',
    set('contactDetails.primaryEmail', `${'a'.repeat(39)}@example.com`),
    '$.contactDetails.primaryEmail',
    ['Maximum 50 characters allowed'],
  ],
  ['mobile required', 'person', set('contactDetails.primaryMobileNo', ''), '$.contactDetails.primaryMobileNo', ['Mobile number is not filled']],
  [
    'mobile 971 needs 9 digits',
    'person',
    set('contactDetails.primaryMobileNo', '50123456'),
    '$.contactDetails.primaryMobileNo',
    ['Mobile number should have 9 digits'],
  ],
  [
    'mobile abroad 4 to 10',
    'person',
    all(set('contactDetails.primaryMobCountryCode', '44'), set('contactDetails.primaryMobileNo', '123')),
    '$.contactDetails.primaryMobileNo',
    ['Mobile number should have 4 to 10 digits'],
  ],
  [
    'mobile abroad 10 digits',
    'person',
    all(set('contactDetails.primaryMobCountryCode', '44'), set('contactDetails.primaryMobileNo', '1234567890')),
    '$.contactDetails.primaryMobileNo',
    [],
  ],
  ['home number required', 'person', set('contactDetails.primaryHomeNo', ''), '$.contactDetails.primaryHomeNo', ['Home country number is not filled']],
  ['landline optional', 'person', set('contactDetails.primaryPhoneNo', ''), '$.contactDetails.primaryPhoneNo', []],
  [
    'landline 971 needs 8 digits',
    'person',
    set('contactDetails.primaryPhoneNo', '4123456'),
    '$.contactDetails.primaryPhoneNo',
    ['Landline number should have 8 digits'],
  ],
  [
    'contact not required of others',
    'person',
    all(set('kycDetails.isSignatory', false), set('accountSigningInfo.authorityType', ''), set('isUSrelation', undefined), set('contactDetails', {})),
    '$.contactDetails.primaryEmail',
    [],
  ],
];

describe('stakeholder rules', () => {
  let registry: Registry;
  beforeAll(async () => {
    registry = createRegistry(await repoBundle());
  });

  it('the valid person and company pass', () => {
    expect(registry.validateValue('stakeholder', validPerson(), 'submit')).toEqual([]);
    expect(registry.validateValue('stakeholder', validCompany(), 'submit')).toEqual([]);
  });

  it.each(table)('%s', (_rule, base, change, path, expected) => {
    const value = base === 'person' ? validPerson() : validCompany();
    change(value);
    const errors = registry.validateValue('stakeholder', value, 'submit');
    expect(errors.filter((e) => e.path === path).map((e) => e.message)).toEqual(expected);
  });

  it('a draft save checks limits but not what is missing', () => {
    const value = { signatoryId: 'x', firstName: 'A'.repeat(31), kycDetails: { isShareholder: true, shareHoldingPercentage: 101 } };
    const messages = registry.validateValue('stakeholder', value, 'draft').map((e) => `${e.path} ${e.message}`);
    expect(messages).toContain(`${FIRST} Maximum 30 characters allowed`);
    expect(messages).toContain(`${PCT} ${ABOVE}`);
    expect(messages.some((m) => m.includes('not filled'))).toBe(false);
  });

  it('a company has only Personal Information; a person has six steps', () => {
    const wizard = registry.wizard('stakeholder');
    const ids = (v: unknown) => wizard.steps.filter((s) => registry.holds(s.when, v)).map((s) => s.id);
    expect(ids(validPerson())).toEqual(['personalInformation', 'signatoryRights', 'shareholding', 'nationality', 'residence', 'contact']);
    expect(ids(validCompany())).toEqual(['personalInformation']);
  });
});

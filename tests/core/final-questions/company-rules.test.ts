import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../../src/core/bundle';
import { createRegistry, type Registry } from '../../../src/core/schema/registry';
import { repoBundle } from '../helpers/load-bundle';
import { all, sample, set, type Row } from './support';

const kyc = (path: string, value: unknown) => set(`orgKYCDetails.${path}`, value);
const activity = (path: string, value: unknown) => kyc(`anticipatedTransactionsDetails.${path}`, value);
const address = (path: string, value: unknown) => set(`organizationInfo.addressInfo.${path}`, value);
const contact = (path: string, value: unknown) => set(`organizationInfo.contactDetails.${path}`, value);
const P = {
  customers: '$.orgKYCDetails.topCustomers',
  giin: '$.orgKYCDetails.giin',
  turnover: '$.orgKYCDetails.anticipatedTransactionsDetails.annualFinTurnoverAmtInAED',
  cashSingle: '$.orgKYCDetails.anticipatedTransactionsDetails.maxAmtSingleTxnCashAED',
  nonCashSingle: '$.orgKYCDetails.anticipatedTransactionsDetails.maxAmtSingleTxnNonCashAED',
  monthlyCash: '$.orgKYCDetails.anticipatedTransactionsDetails.monthlyCashAmountInFigures',
  registered: '$.organizationInfo.addressInfo[0].addressDetails[0]',
  office: '$.organizationInfo.addressInfo[1].addressDetails[0]',
  contact: '$.organizationInfo.contactDetails',
};

const table: Row[] = [
  // business relationships
  ['top customers missing', kyc('topCustomers', []), P.customers, ['Top customers is not filled']],
  ['top customers 5 rows', kyc('topCustomers', Array(5).fill({ name: 'Buyer', country: 'AE' })), P.customers, []],
  ['top customers 6 rows', kyc('topCustomers', Array(6).fill({ name: 'Buyer', country: 'AE' })), P.customers, ['No more than 5 entries allowed']],
  ['customer name missing', kyc('topCustomers.0.name', ''), `${P.customers}[0].name`, ['Name is not filled']],
  ['customer name 50 chars', kyc('topCustomers.0.name', 'B'.repeat(50)), `${P.customers}[0].name`, []],
  ['customer name 51 chars', kyc('topCustomers.0.name', 'B'.repeat(51)), `${P.customers}[0].name`, ['Maximum 50 characters allowed']],
  [
    'customer name pattern',
    kyc('topCustomers.0.name', 'Buyer <b>'),
    `${P.customers}[0].name`,
    ["Name can hold letters of any language, digits, spaces and . , ' & ( ) / @ # _ : ! ? + -"],
  ],
  ['customer name edge spaces', kyc('topCustomers.0.name', 'Buyer '), `${P.customers}[0].name`, ['Name should not have trailing spaces']],
  ['customer country missing', kyc('topCustomers.1.country', ''), `${P.customers}[1].country`, ['Country is not filled']],
  ['customer country unknown', kyc('topCustomers.1.country', 'XX'), `${P.customers}[1].country`, ['Country is invalid']],
  ['suppliers missing', kyc('topSuppliers', []), '$.orgKYCDetails.topSuppliers', ['Top suppliers is not filled']],
  ['no suppliers yet: list not needed', all(kyc('topSuppliers', undefined), kyc('noSuppliersYet', true)), '$.orgKYCDetails.topSuppliers', []],
  ['no customers yet (a new business): list not needed', all(kyc('topCustomers', undefined), kyc('noCustomersYet', true)), P.customers, []],
  ['supplier country unknown', kyc('topSuppliers.0.country', 'ZZ'), '$.orgKYCDetails.topSuppliers[0].country', ['Country is invalid']],
  [
    'origin countries missing',
    kyc('topOriginGoodsCountries', undefined),
    '$.orgKYCDetails.topOriginGoodsCountries',
    ['Countries of origin of goods is not filled'],
  ],
  [
    'origin countries repeated',
    kyc('topOriginGoodsCountries', ['CN', 'CN']),
    '$.orgKYCDetails.topOriginGoodsCountries',
    ['Countries of origin of goods cannot be repeated'],
  ],
  ['origin country empty row', kyc('topOriginGoodsCountries', ['CN', '']), '$.orgKYCDetails.topOriginGoodsCountries[1]', ['Country of origin is not filled']],
  ['origin country unknown', kyc('topOriginGoodsCountries', ['CN', 'QQ']), '$.orgKYCDetails.topOriginGoodsCountries[1]', ['Country of origin is invalid']],
  [
    "don't trade goods yet: list not needed",
    all(kyc('topOriginGoodsCountries', []), kyc('dontTradeGoodsYet', true)),
    '$.orgKYCDetails.topOriginGoodsCountries',
    [],
  ],
  [
    'other banks question missing',
    kyc('otherBankingRelationshipsInfo', {}),
    '$.orgKYCDetails.otherBankingRelationshipsInfo.otherBankingRelationshipsExist',
    ['Does the company bank with other banks? is not filled'],
  ],
  [
    'other banks yes without banks',
    kyc('otherBankingRelationshipsInfo.otherBankDetails', []),
    '$.orgKYCDetails.otherBankingRelationshipsInfo.otherBankDetails',
    ['Other banks is not filled'],
  ],
  [
    'other banks no: no list needed',
    kyc('otherBankingRelationshipsInfo', { otherBankingRelationshipsExist: 'no' }),
    '$.orgKYCDetails.otherBankingRelationshipsInfo.otherBankDetails',
    [],
  ],
  [
    'bank name missing',
    kyc('otherBankingRelationshipsInfo.otherBankDetails.0.bankName', ''),
    '$.orgKYCDetails.otherBankingRelationshipsInfo.otherBankDetails[0].bankName',
    ['Bank name is not filled'],
  ],
  [
    'bank name 51 chars',
    kyc('otherBankingRelationshipsInfo.otherBankDetails.0.bankName', 'B'.repeat(51)),
    '$.orgKYCDetails.otherBankingRelationshipsInfo.otherBankDetails[0].bankName',
    ['Maximum 50 characters allowed'],
  ],
  ['DNFBP missing', kyc('isDnfbp', ''), '$.orgKYCDetails.isDnfbp', ['Is the company a designated non-financial business or profession (DNFBP)? is not filled']],
  [
    'DNFBP not yes/no',
    kyc('isDnfbp', 'maybe'),
    '$.orgKYCDetails.isDnfbp',
    ['Is the company a designated non-financial business or profession (DNFBP)? is invalid'],
  ],
  ['GIIN optional', kyc('giin', ''), P.giin, []],
  ['GIIN lower-case letters', kyc('giin', 'a1b2c3-12345-sl-001'), P.giin, []],
  ['GIIN without hyphens', kyc('giin', 'A1B2C312345SL001'), P.giin, ['Global Intermediary Identification Number (GIIN) is invalid']],
  ['GIIN wrong groups', kyc('giin', 'A1B2C-123456-SL-001'), P.giin, ['Global Intermediary Identification Number (GIIN) is invalid']],
  ['GIIN punctuation', kyc('giin', 'A1B2C3-12345-S.-001'), P.giin, ['Global Intermediary Identification Number (GIIN) is invalid']],
  // branches and subsidiaries
  [
    'UAE branches question missing',
    kyc('hasEntityWithinUAE', undefined),
    '$.orgKYCDetails.hasEntityWithinUAE',
    ['Does the company have branches or subsidiaries in the UAE? is not filled'],
  ],
  ['UAE branches yes without rows', kyc('entityWithinUAE', []), '$.orgKYCDetails.entityWithinUAE', ['Branches and subsidiaries in the UAE is not filled']],
  ['UAE branch emirate unknown', kyc('entityWithinUAE.0.emirate', 'XYZ'), '$.orgKYCDetails.entityWithinUAE[0].emirate', ['Emirate is invalid']],
  [
    'UAE branch licence missing',
    kyc('entityWithinUAE.0.tradeLicenseNo', ''),
    '$.orgKYCDetails.entityWithinUAE[0].tradeLicenseNo',
    ['Trade licence number is not filled'],
  ],
  [
    'UAE branch licence 21 chars',
    kyc('entityWithinUAE.0.tradeLicenseNo', 'A'.repeat(21)),
    '$.orgKYCDetails.entityWithinUAE[0].tradeLicenseNo',
    ['Maximum 20 characters allowed'],
  ],
  [
    'UAE branch licence pattern',
    kyc('entityWithinUAE.0.tradeLicenseNo', 'CN 1/2'),
    '$.orgKYCDetails.entityWithinUAE[0].tradeLicenseNo',
    ['Trade licence number is invalid'],
  ],
  [
    'UAE branch 11 rows',
    kyc('entityWithinUAE', Array(11).fill({ companyName: 'Branch', emirate: 'DXB', tradeLicenseNo: 'CN-1' })),
    '$.orgKYCDetails.entityWithinUAE',
    ['No more than 10 entries allowed'],
  ],
  ['UAE branches no: rows not checked', all(kyc('hasEntityWithinUAE', 'no'), kyc('entityWithinUAE', [])), '$.orgKYCDetails.entityWithinUAE', []],
  [
    'outside branches yes without rows',
    kyc('hasEntityOutsideUAE', 'yes'),
    '$.orgKYCDetails.entityOutsideUAE',
    ['Branches and subsidiaries outside the UAE is not filled'],
  ],
  [
    'outside branch country missing',
    all(kyc('hasEntityOutsideUAE', 'yes'), kyc('entityOutsideUAE', [{ companyName: 'Al Noor UK Ltd' }])),
    '$.orgKYCDetails.entityOutsideUAE[0].country',
    ['Country is not filled'],
  ],
  [
    'outside branch valid',
    all(kyc('hasEntityOutsideUAE', 'yes'), kyc('entityOutsideUAE', [{ companyName: 'Al Noor UK Ltd', country: 'GB' }])),
    '$.orgKYCDetails.entityOutsideUAE',
    [],
  ],
  // anticipated activity
  ['turnover missing', activity('annualFinTurnoverAmtInAED', undefined), P.turnover, ['Annual turnover (AED) is not filled']],
  ['turnover zero', activity('annualFinTurnoverAmtInAED', 0), P.turnover, ['Must be more than 0']],
  ['turnover fraction', activity('annualFinTurnoverAmtInAED', 10.5), P.turnover, ['Not valid number']],
  ['turnover text', activity('annualFinTurnoverAmtInAED', '1 million'), P.turnover, ['Not valid number']],
  ['turnover 12 digits', activity('annualFinTurnoverAmtInAED', 999999999999), P.turnover, []],
  ['turnover 13 digits', activity('annualFinTurnoverAmtInAED', 1000000000000), P.turnover, ['Must be less than or equal to 999,999,999,999']],
  ['monthly cash zero', all(activity('monthlyCashAmountInFigures', 0), activity('maxAmtSingleTxnCashAED', 0)), P.monthlyCash, []],
  ['monthly cash negative', activity('monthlyCashAmountInFigures', -1), P.monthlyCash, ['Must be more than or equal to 0'], [P.cashSingle]],
  ['single cash equal to monthly', activity('maxAmtSingleTxnCashAED', 50000), P.cashSingle, []],
  [
    'single cash above monthly',
    activity('maxAmtSingleTxnCashAED', 50001),
    P.cashSingle,
    ['Largest single cash transaction (AED) cannot be more than the monthly cash amount'],
  ],
  [
    'single non-cash above monthly',
    activity('maxAmtSingleTxnNonCashAED', 150001),
    P.nonCashSingle,
    ['Largest single non-cash transaction (AED) cannot be more than the monthly non-cash amount'],
  ],
  ['single non-cash missing', activity('maxAmtSingleTxnNonCashAED', undefined), P.nonCashSingle, ['Largest single non-cash transaction (AED) is not filled']],
  // addresses
  ['address line missing', address('0.addressDetails.0.addressLine1', ''), `${P.registered}.addressLine1`, ['Address is not filled']],
  ['address line 50 chars', address('0.addressDetails.0.addressLine1', 'A'.repeat(50)), `${P.registered}.addressLine1`, []],
  ['address line 51 chars', address('0.addressDetails.0.addressLine1', 'A'.repeat(51)), `${P.registered}.addressLine1`, ['Maximum 50 characters allowed']],
  ['PO box 10 digits', address('0.addressDetails.0.poBox', '1234567890'), `${P.registered}.poBox`, []],
  ['PO box 11 digits', address('0.addressDetails.0.poBox', '12345678901'), `${P.registered}.poBox`, ['Maximum 10 characters allowed']],
  ['PO box letters', address('0.addressDetails.0.poBox', 'PO 123'), `${P.registered}.poBox`, ['Only numbers without spaces are allowed']],
  ['PO box missing', address('0.addressDetails.0.poBox', ''), `${P.registered}.poBox`, ['PO Box is not filled']],
  ['emirate unknown', address('0.addressDetails.0.emirateCity', 'Dubai'), `${P.registered}.emirateCity`, ['Emirate is invalid']],
  [
    'space occupied missing',
    address('0.addressDetails.0.typeOfSpaceOccupied', ''),
    `${P.registered}.typeOfSpaceOccupied`,
    ['Type of space occupied is not filled'],
  ],
  ['office address line 51', address('1.addressDetails.0.addressLine1', 'A'.repeat(51)), `${P.office}.addressLine1`, ['Maximum 50 characters allowed']],
  ['office PO box 11 digits', address('1.addressDetails.0.poBox', '12345678901'), `${P.office}.poBox`, ['Maximum 10 characters allowed']],
  [
    'office differs question missing',
    address('0.officeAddressDifferent', ''),
    '$.organizationInfo.addressInfo[0].officeAddressDifferent',
    ['Is the office address different from the registered address? is not filled'],
  ],
  [
    'office differs but missing',
    set('organizationInfo.addressInfo', [
      {
        typeOfAddress: 'registered',
        officeAddressDifferent: 'yes',
        preferredMailingAddress: 'registered',
        addressDetails: [{ addressLine1: 'Tower 1', poBox: '1', emirateCity: 'DXB', typeOfSpaceOccupied: 'OWNED' }],
      },
    ]),
    '$.organizationInfo.addressInfo',
    ['Office address is not filled'],
  ],
  [
    'office differs: mailing address missing',
    address('0.preferredMailingAddress', undefined),
    '$.organizationInfo.addressInfo[0].preferredMailingAddress',
    ['Preferred mailing address is not filled'],
  ],
  [
    'mailing address unknown',
    address('0.preferredMailingAddress', 'home'),
    '$.organizationInfo.addressInfo[0].preferredMailingAddress',
    ['Preferred mailing address is invalid'],
  ],
  [
    'office same: mailing question not asked',
    set('organizationInfo.addressInfo', [
      {
        typeOfAddress: 'registered',
        officeAddressDifferent: 'no',
        addressDetails: [{ addressLine1: 'Tower 1', poBox: '1', emirateCity: 'DXB', typeOfSpaceOccupied: 'OWNED' }],
      },
    ]),
    '$.organizationInfo.addressInfo[0].preferredMailingAddress',
    [],
  ],
  ['addresses missing', set('organizationInfo.addressInfo', []), '$.organizationInfo.addressInfo', ['Company addresses is not filled']],
  // contact
  ['mobile missing', contact('primaryMobileNo', ''), `${P.contact}.primaryMobileNo`, ['Mobile Number is not filled']],
  ['mobile UAE 8 digits', contact('primaryMobileNo', '50123456'), `${P.contact}.primaryMobileNo`, ['Mobile Number should have 9 digits']],
  ['mobile foreign 10 digits', all(contact('primaryMobCountryCode', '44'), contact('primaryMobileNo', '7912345678')), `${P.contact}.primaryMobileNo`, []],
  [
    'mobile foreign 11 digits',
    all(contact('primaryMobCountryCode', '44'), contact('primaryMobileNo', '79123456789')),
    `${P.contact}.primaryMobileNo`,
    ['Mobile Number should have 4 to 10 digits'],
  ],
  ['landline optional', contact('primaryPhoneNo', ''), `${P.contact}.primaryPhoneNo`, []],
  ['landline UAE 9 digits', contact('primaryPhoneNo', '041234567'), `${P.contact}.primaryPhoneNo`, ['Landline Number should have 8 digits']],
  [
    'landline foreign 3 digits',
    all(contact('primaryPhoneCountryCode', '1'), contact('primaryPhoneNo', '123')),
    `${P.contact}.primaryPhoneNo`,
    ['Landline Number should have 4 to 10 digits'],
  ],
  ['e-mail missing', contact('primaryEmail', ''), `${P.contact}.primaryEmail`, ['Company email address is not filled']],
  ['e-mail invalid', contact('primaryEmail', 'accounts@'), `${P.contact}.primaryEmail`, ['Company email address is invalid']],
  ['e-mail 51 chars', contact('primaryEmail', `${'a'.repeat(43)}@test.ae`), `${P.contact}.primaryEmail`, ['Maximum 50 characters allowed']],
  ['website optional', contact('website', ''), `${P.contact}.website`, []],
  ['website with https', contact('website', 'https://alnoor.ae/about'), `${P.contact}.website`, []],
  ['website without dot', contact('website', 'alnoor'), `${P.contact}.website`, ['Website is invalid']],
  ['website with spaces', contact('website', 'www.al noor.ae'), `${P.contact}.website`, ['Website is invalid']],
  ['website 101 chars', contact('website', `www.${'a'.repeat(94)}.ae`), `${P.contact}.website`, ['Maximum 100 characters allowed']],
];

describe('Final Questions: company rules (submit mode)', () => {
  let bundle: Bundle;
  let registry: Registry;
  beforeAll(async () => {
    bundle = await repoBundle();
    registry = createRegistry(bundle);
  });

  it('accepts the sample answers', () => {
    expect(registry.validateValue('finalQuestionsCompany', sample(bundle, 'finalQuestionsCompany'), 'submit')).toEqual([]);
  });

  it.each(table)('%s', (_rule, change, path, expected, alsoFailing = []) => {
    const record = sample(bundle, 'finalQuestionsCompany');
    change(record);
    const errors = registry.validateValue('finalQuestionsCompany', record, 'submit');
    expect(
      errors
        .filter((e) => e.path === path)
        .map((e) => e.message)
        .sort(),
    ).toEqual([...expected].sort());
    expect(errors.filter((e) => e.path !== path).map((e) => e.path)).toEqual(alsoFailing);
  });

  it('a draft save of the empty record template passes; a half-filled one is checked only for limits', () => {
    expect(registry.validateValue('finalQuestionsCompany', {}, 'draft')).toEqual([]);
    const record = { orgKYCDetails: { topCustomers: [{ name: 'B'.repeat(51) }], giin: 'nope' } };
    const errors = registry.validateValue('finalQuestionsCompany', record, 'draft');
    expect(errors.map((e) => [e.path, e.message])).toEqual([
      ['$.orgKYCDetails.topCustomers[0].name', 'Maximum 50 characters allowed'],
      ['$.orgKYCDetails.giin', 'Global Intermediary Identification Number (GIIN) is invalid'],
    ]);
  });
});

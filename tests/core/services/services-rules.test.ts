import { beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, type Registry } from '../../../src/core/schema/registry';
import { isoDate } from '../../../src/core/schema/dates';
import { stepsFor } from '../../../src/core/wizard/engine';
import { withContext } from '../../../src/core/services/context';
import sample from '../../../schemas/samples/selectServices.json';
import { repoBundle } from '../helpers/load-bundle';
import { sampleRecord } from '../../../src/core/schema/bundle-files';

type Json = Record<string, any>;
let registry: Registry;
beforeAll(async () => {
  registry = createRegistry(await repoBundle());
});
const valid = (): Json => sampleRecord(sample);
const tomorrow = (() => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return isoDate(d);
})();
const errorsOf = (record: Json, edit = true, mode: 'submit' | 'draft' = 'submit') =>
  Object.fromEntries(registry.validateValue('selectServices', withContext(record, { editApplication: edit }), mode).map((e) => [e.path, e.message]));

describe('the services wizard', () => {
  it('has 5 steps, 6 with the KYC annexure as step 5 in edit-application mode', () => {
    const wizard = registry.wizard('selectServices');
    expect(stepsFor(wizard, valid(), registry).map((s) => s.id)).toEqual([
      'expressService',
      'accountDetails',
      'signingPreferences',
      'channels',
      'valueAddedServices',
    ]);
    expect(stepsFor(wizard, withContext(valid(), { editApplication: true }), registry).map((s) => s.id)).toEqual([
      'expressService',
      'accountDetails',
      'signingPreferences',
      'channels',
      'kycAnnexure',
      'valueAddedServices',
    ]);
  });
  it('the sample record is valid with the annexure', () => {
    expect(errorsOf(valid())).toEqual({});
  });
});

const ACC = '$.accountInfo[0]';
const ORG = '$.organizationInfo';
const SIG = '$.signatoryInfo[0]';
const CONTACT = `${ORG}.contactDetailsForTxnReconfirming[0]`;
const KYC = '$.kycAnnexure';

// [rule, change to the valid record, path, message or undefined for "no error at that path"]
const table: Array<[string, (r: Json) => void, string, string | undefined]> = [
  [
    'express answer required',
    (r) => delete r.accountInfo[0].express,
    `${ACC}.express`,
    'Would you like the Express Service for your AED account? is not filled',
  ],
  [
    'express needs the terms accepted',
    (r) => delete r.accountInfo[0].expressTandC,
    `${ACC}.expressTandC`,
    'Please accept terms and conditions of Express Service',
  ],
  ['express terms refused', (r) => (r.accountInfo[0].expressTandC = false), `${ACC}.expressTandC`, 'Please accept terms and conditions of Express Service'],
  [
    'express is AED only',
    (r) => (r.accountInfo[0].accountCurrencies = ['AED', 'USD']),
    `${ACC}.accountCurrencies[1]`,
    'Express Service is available for AED accounts only',
  ],
  [
    'no express: foreign currencies allowed',
    (r) =>
      Object.assign(r.accountInfo[0], { express: false, expressTandC: false, accountCurrencies: ['USD'], debitCardApplied: false, chequeBookApplied: false }),
    `${ACC}.accountCurrencies[0]`,
    undefined,
  ],
  [
    'at least one currency',
    (r) => Object.assign(r.accountInfo[0], { express: false, accountCurrencies: [], debitCardApplied: false, chequeBookApplied: false }),
    `${ACC}.accountCurrencies`,
    'Account currencies is not filled',
  ],
  [
    'debit card needs AED',
    (r) => Object.assign(r.accountInfo[0], { express: false, accountCurrencies: ['USD'], chequeBookApplied: false }),
    `${ACC}.accountCurrencies`,
    'A debit card or cheque book needs an AED account',
  ],
  [
    'cheque book needs AED',
    (r) => Object.assign(r.accountInfo[0], { express: false, accountCurrencies: ['EUR'], debitCardApplied: false }),
    `${ACC}.accountCurrencies`,
    'A debit card or cheque book needs an AED account',
  ],
  ['city required', (r) => (r.organizationInfo.branchCity = ''), `${ORG}.branchCity`, 'City is not filled'],
  ['branch required', (r) => (r.organizationInfo.branchID = ''), `${ORG}.branchID`, 'Branch is not filled'],
  ['branch from the list', (r) => (r.organizationInfo.branchID = 'NOPE'), `${ORG}.branchID`, 'Branch is invalid'],
  [
    'signing type required',
    (r) => (r.signatoryInfo[0].accountSigningInfo.accountSigningType = ''),
    `${SIG}.accountSigningInfo.accountSigningType`,
    'How will the account be operated? is not filled',
  ],
  [
    'other needs the instruction',
    (r) => (r.signatoryInfo[0].accountSigningInfo.accountSigningType = '000'),
    `${SIG}.accountSigningInfo.accountSigningInstn`,
    'Please specify is not filled',
  ],
  [
    'instruction max 50',
    (r) => Object.assign(r.signatoryInfo[0].accountSigningInfo, { accountSigningType: '000', accountSigningInstn: 'a'.repeat(51) }),
    `${SIG}.accountSigningInfo.accountSigningInstn`,
    'Maximum 50 characters allowed',
  ],
  [
    'instruction pattern',
    (r) => Object.assign(r.signatoryInfo[0].accountSigningInfo, { accountSigningType: '000', accountSigningInstn: 'two <of> three' }),
    `${SIG}.accountSigningInfo.accountSigningInstn`,
    "Please specify can hold letters of any language, digits, spaces and . , ' & ( ) / @ # _ : ! ? + -",
  ],
  [
    'non-signatories sign nothing',
    (r) => (r.signatoryInfo[0] = { signatoryId: 'x', kycDetails: { isSignatory: false } }),
    `${SIG}.accountSigningInfo`,
    undefined,
  ],
  [
    'contact name required',
    (r) => (r.organizationInfo.contactDetailsForTxnReconfirming[0].TxnReconfirmingfullname = ''),
    `${CONTACT}.TxnReconfirmingfullname`,
    'Full name is not filled',
  ],
  [
    'contact name max 79',
    (r) => (r.organizationInfo.contactDetailsForTxnReconfirming[0].TxnReconfirmingfullname = 'a'.repeat(80)),
    `${CONTACT}.TxnReconfirmingfullname`,
    'Maximum 79 characters allowed',
  ],
  [
    'contact name pattern',
    (r) => (r.organizationInfo.contactDetailsForTxnReconfirming[0].TxnReconfirmingfullname = 'Sara 2'),
    `${CONTACT}.TxnReconfirmingfullname`,
    'Full name can hold letters of any language, spaces, hyphens, apostrophes and dots, and starts with a letter',
  ],
  [
    'contact mobile required with a name',
    (r) => (r.organizationInfo.contactDetailsForTxnReconfirming[0].primaryMobileNo = ''),
    `${CONTACT}.primaryMobileNo`,
    'Mobile Number is not filled',
  ],
  [
    'contact mobile 9 digits with 971',
    (r) => (r.organizationInfo.contactDetailsForTxnReconfirming[0].primaryMobileNo = '5012345'),
    `${CONTACT}.primaryMobileNo`,
    'Mobile Number should have 9 digits',
  ],
  [
    'contact mobile 4-10 digits abroad',
    (r) => Object.assign(r.organizationInfo.contactDetailsForTxnReconfirming[0], { primaryMobCountryCode: '44', primaryMobileNo: '123' }),
    `${CONTACT}.primaryMobileNo`,
    'Mobile Number should have 4 to 10 digits',
  ],
  [
    'contact landline 8 digits with 971',
    (r) => (r.organizationInfo.contactDetailsForTxnReconfirming[0].primaryPhoneNo = '1234567'),
    `${CONTACT}.primaryPhoneNo`,
    'Landline Number should have 8 digits',
  ],
  ['contact landline optional', (r) => (r.organizationInfo.contactDetailsForTxnReconfirming[0].primaryPhoneNo = ''), `${CONTACT}.primaryPhoneNo`, undefined],
  [
    'contact mobile code required',
    (r) => (r.organizationInfo.contactDetailsForTxnReconfirming[0].primaryMobCountryCode = ''),
    `${CONTACT}.primaryMobCountryCode`,
    'primaryMobCountryCode is not filled',
  ],
  [
    'at most 2 contacts',
    (r) => (r.organizationInfo.contactDetailsForTxnReconfirming = [1, 2, 3].map(() => ({ ...r.organizationInfo.contactDetailsForTxnReconfirming[0] }))),
    `${ORG}.contactDetailsForTxnReconfirming`,
    'No more than 2 entries allowed',
  ],
  [
    'card name required',
    (r) => (r.signatoryInfo[0].debitCardInfo.authSignatoryDetails.nameOnDebitCard = ''),
    `${SIG}.debitCardInfo.authSignatoryDetails.nameOnDebitCard`,
    'Name on debit card is not filled',
  ],
  [
    'card name max 19',
    (r) => (r.signatoryInfo[0].debitCardInfo.authSignatoryDetails.nameOnDebitCard = 'a'.repeat(20)),
    `${SIG}.debitCardInfo.authSignatoryDetails.nameOnDebitCard`,
    'Maximum 19 characters allowed',
  ],
  [
    'card name pattern',
    (r) => (r.signatoryInfo[0].debitCardInfo.authSignatoryDetails.nameOnDebitCard = 'Omar_H'),
    `${SIG}.debitCardInfo.authSignatoryDetails.nameOnDebitCard`,
    'Name on debit card can hold the letters A to Z, digits, spaces, hyphens and apostrophes (what a card can print), up to 19',
  ],
  [
    'no card: no card name',
    (r) => {
      r.accountInfo[0].debitCardApplied = false;
      r.signatoryInfo[0].debitCardInfo.authSignatoryDetails.nameOnDebitCard = '';
    },
    `${SIG}.debitCardInfo.authSignatoryDetails.nameOnDebitCard`,
    undefined,
  ],
  [
    'statements exclusive',
    (r) => Object.assign(r.accountInfo[0], { eStatements: true, mailStatements: true }),
    `${ACC}.mailStatements`,
    'Choose either online or paper statements',
  ],
  ['known package ids only', (r) => (r.applicationInfo.rakValuePackage = 'Gold'), '$.applicationInfo.rakValuePackage', 'Value package is invalid'],
  // KYC annexure
  ['kyc company name required', (r) => (r.kycAnnexure.companyName = ''), `${KYC}.companyName`, 'Company name is not filled'],
  ['kyc company name max 50', (r) => (r.kycAnnexure.companyName = 'a'.repeat(51)), `${KYC}.companyName`, 'Maximum 50 characters allowed'],
  ['kyc company name spaces', (r) => (r.kycAnnexure.companyName = 'Acme '), `${KYC}.companyName`, 'Company name should not have trailing spaces'],
  [
    'kyc company name pattern',
    (r) => (r.kycAnnexure.companyName = 'Acme <LLC>'),
    `${KYC}.companyName`,
    "Company name can hold letters of any language, digits, spaces and . , ' & ( ) / @ # _ : ! ? + -",
  ],
  [
    'skill-based category required',
    (r) => delete r.kycAnnexure.skillBasedCategory,
    `${KYC}.skillBasedCategory`,
    'Is the business in a skill-based category? is not filled',
  ],
  ['signatory name required', (r) => (r.kycAnnexure.signatoryName = ''), `${KYC}.signatoryName`, 'Signatory name is not filled'],
  ['signatory name max 300', (r) => (r.kycAnnexure.signatoryName = 'a'.repeat(301)), `${KYC}.signatoryName`, 'Maximum 300 characters allowed'],
  ['business model required', (r) => (r.kycAnnexure.businessModel = ''), `${KYC}.businessModel`, 'Business model is not filled'],
  ['business model max 5000', (r) => (r.kycAnnexure.businessModel = 'a'.repeat(5001)), `${KYC}.businessModel`, 'Maximum 5000 characters allowed'],
  [
    'ultimate beneficiary required',
    (r) => delete r.kycAnnexure.isUltimateBeneficiary,
    `${KYC}.isUltimateBeneficiary`,
    'Is the signatory the ultimate beneficiary? is not filled',
  ],
  [
    'audio/video required',
    (r) => delete r.kycAnnexure.audioVideoKycVerification,
    `${KYC}.audioVideoKycVerification`,
    'Audio/video KYC verification done? is not filled',
  ],
  ['EID answer required', (r) => delete r.kycAnnexure.signatoryEIDinfo, `${KYC}.signatoryEIDinfo`, 'Signatory Emirates ID verified? is not filled'],
  ['EID remarks when no', (r) => (r.kycAnnexure.signatoryEIDinfo = 'no'), `${KYC}.signatoryEIDinfoRemarks`, 'Emirates ID remarks is not filled'],
  [
    'EID remarks max 250',
    (r) => Object.assign(r.kycAnnexure, { signatoryEIDinfo: 'no', signatoryEIDinfoRemarks: 'a'.repeat(251) }),
    `${KYC}.signatoryEIDinfoRemarks`,
    'Maximum 250 characters allowed',
  ],
  ['goAML number when yes', (r) => (r.kycAnnexure.goAmlRegistration = 'yes'), `${KYC}.goAmlRegistrationNumber`, 'goAML registration number is not filled'],
  [
    'goAML number max 20',
    (r) => Object.assign(r.kycAnnexure, { goAmlRegistration: 'yes', goAmlRegistrationNumber: '1'.repeat(21) }),
    `${KYC}.goAmlRegistrationNumber`,
    'Maximum 20 characters allowed',
  ],
  ['goAML number not needed otherwise', (r) => (r.kycAnnexure.goAmlRegistration = 'no'), `${KYC}.goAmlRegistrationNumber`, undefined],
  ['location required', (r) => (r.kycAnnexure.kycVerificationLocation = ''), `${KYC}.kycVerificationLocation`, 'Meeting location is not filled'],
  ['other location remarks', (r) => (r.kycAnnexure.kycVerificationLocation = 'OTHERS'), `${KYC}.kycVerificationotherLocation`, 'Other location is not filled'],
  [
    'other location max 50',
    (r) => Object.assign(r.kycAnnexure, { kycVerificationLocation: 'OTHERS', kycVerificationotherLocation: 'a'.repeat(51) }),
    `${KYC}.kycVerificationotherLocation`,
    'Maximum 50 characters allowed',
  ],
  ['RO name required', (r) => (r.kycAnnexure.roName = ''), `${KYC}.roName`, 'RO name is not filled'],
  ['RO name max 80', (r) => (r.kycAnnexure.roName = 'a'.repeat(81)), `${KYC}.roName`, 'Maximum 80 characters allowed'],
  [
    'RO name pattern',
    (r) => (r.kycAnnexure.roName = 'Fatima 1'),
    `${KYC}.roName`,
    'RO name can hold letters of any language, spaces, hyphens, apostrophes and dots, and starts with a letter',
  ],
  ['RO id required', (r) => (r.kycAnnexure.roEmployeeId = ''), `${KYC}.roEmployeeId`, 'RO employee ID is not filled'],
  ['RO id max 80', (r) => (r.kycAnnexure.roEmployeeId = 'a'.repeat(81)), `${KYC}.roEmployeeId`, 'Maximum 80 characters allowed'],
  ['verification date required', (r) => (r.kycAnnexure.kycVerificationDate = ''), `${KYC}.kycVerificationDate`, 'KYC verification date is not filled'],
  [
    'verification date not before 1900',
    (r) => (r.kycAnnexure.kycVerificationDate = '1899-12-31'),
    `${KYC}.kycVerificationDate`,
    'KYC verification date should not be less than 01/01/1900',
  ],
  [
    'verification date not future',
    (r) => (r.kycAnnexure.kycVerificationDate = tomorrow),
    `${KYC}.kycVerificationDate`,
    expect.any(String) as unknown as string,
  ],
  ['verification time required', (r) => (r.kycAnnexure.kycVerificationTime = ''), `${KYC}.kycVerificationTime`, 'KYC verification time is not filled'],
  ['bank name required', (r) => (r.kycAnnexure.bankDetails = [{ isStatementAvailable: 'no' }]), `${KYC}.bankDetails[0].bankName`, 'Bank name is not filled'],
  [
    'bank name max 50',
    (r) => (r.kycAnnexure.bankDetails = [{ bankName: 'a'.repeat(51), isStatementAvailable: 'no' }]),
    `${KYC}.bankDetails[0].bankName`,
    'Maximum 50 characters allowed',
  ],
  [
    'statement answer required',
    (r) => (r.kycAnnexure.bankDetails = [{ bankName: 'ENBD' }]),
    `${KYC}.bankDetails[0].isStatementAvailable`,
    'Is a bank statement available? is not filled',
  ],
  [
    'statement from when available',
    (r) => (r.kycAnnexure.bankDetails = [{ bankName: 'ENBD', isStatementAvailable: 'yes' }]),
    `${KYC}.bankDetails[0].bankStatementFrom`,
    'Statement from is not filled',
  ],
  [
    'statement remark when available',
    (r) => (r.kycAnnexure.bankDetails = [{ bankName: 'ENBD', isStatementAvailable: 'yes' }]),
    `${KYC}.bankDetails[0].bankStatementRemark`,
    'Statement remark is not filled',
  ],
  [
    'statement remark max 250',
    (r) =>
      (r.kycAnnexure.bankDetails = [
        { bankName: 'ENBD', isStatementAvailable: 'yes', bankStatementFrom: '2024-01-01', bankStatementTo: '2024-03-01', bankStatementRemark: 'a'.repeat(251) },
      ]),
    `${KYC}.bankDetails[0].bankStatementRemark`,
    'Maximum 250 characters allowed',
  ],
  [
    'statement dates not future',
    (r) =>
      (r.kycAnnexure.bankDetails = [
        { bankName: 'ENBD', isStatementAvailable: 'yes', bankStatementFrom: '2024-01-01', bankStatementTo: tomorrow, bankStatementRemark: 'ok' },
      ]),
    `${KYC}.bankDetails[0].bankStatementTo`,
    expect.any(String) as unknown as string,
  ],
  ['signatory details required', (r) => (r.kycAnnexure.signatoryDetails = []), `${KYC}.signatoryDetails`, 'Signatory details is not filled'],
  ['signatory details name', (r) => (r.kycAnnexure.signatoryDetails[0].signatoryName = ''), `${KYC}.signatoryDetails[0].signatoryName`, 'Name is not filled'],
  ['signatory details education', (r) => (r.kycAnnexure.signatoryDetails[0].education = ''), `${KYC}.signatoryDetails[0].education`, 'Education is not filled'],
  [
    'experience required',
    (r) => (r.kycAnnexure.signatoryDetails[0].backgroundInfo = ''),
    `${KYC}.signatoryDetails[0].backgroundInfo`,
    'Corporate experience is not filled',
  ],
  [
    'experience max 5000',
    (r) => (r.kycAnnexure.signatoryDetails[0].backgroundInfo = 'a'.repeat(5001)),
    `${KYC}.signatoryDetails[0].backgroundInfo`,
    'Maximum 5000 characters allowed',
  ],
  [
    'experience rejects Enter',
    (r) => (r.kycAnnexure.signatoryDetails[0].backgroundInfo = 'line one\nline two'),
    `${KYC}.signatoryDetails[0].backgroundInfo`,
    "Corporate experience can hold letters of any language, digits, spaces and . , ' & ( ) / @ # _ : ! ? + -",
  ],
];

describe.each(table)('rule: %s', (_name, change, path, message) => {
  it(message === undefined ? `no error at ${path}` : `${path}`, () => {
    const record = valid();
    change(record);
    const errors = errorsOf(record);
    if (message === undefined) expect(errors[path]).toBeUndefined();
    else expect(errors[path]).toEqual(message);
  });
});

describe('modes and context', () => {
  it('the annexure is not checked outside edit-application mode', () => {
    const record = valid();
    record.kycAnnexure = {};
    expect(Object.keys(errorsOf(record, false)).filter((p) => p.startsWith(KYC))).toEqual([]);
    expect(Object.keys(errorsOf(record, true)).filter((p) => p.startsWith(KYC)).length).toBeGreaterThan(5);
  });
  it('a draft save accepts an open express box and unfilled services', () => {
    const record = valid();
    delete record.accountInfo[0].expressTandC;
    record.organizationInfo.branchCity = '';
    record.kycAnnexure.companyName = '';
    expect(errorsOf(record, true, 'draft')).toEqual({});
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createRegistry } from '../../../src/core/schema/registry';
import {
  applyServicesBehaviours,
  canAddContact,
  canDeleteContact,
  chooseExpress,
  debitCardHolders,
  defaultCardName,
  isChequeBookAllowed,
  isDebitCardAllowed,
  onlyForeignCurrencies,
  tickExpressTerms,
} from '../../../src/core/services/behaviours';
import { packagesOf, servicesRulesOf, type PackageRule, type ServicesRules } from '../../../src/core/services/rules';
import { withContext, withoutContext } from '../../../src/core/services/context';
import { repoBundle } from '../helpers/load-bundle';

type Json = Record<string, any>;
let rules: ServicesRules;
let packages: PackageRule[];
beforeAll(async () => {
  const registry = createRegistry(await repoBundle());
  rules = servicesRulesOf(registry);
  packages = packagesOf(registry);
});

const signatory = (id: number, type = '', extra: Json = {}): Json => ({
  signatoryId: `companySignatory_${id}`,
  firstName: 'Omar',
  lastName: 'Haddad',
  kycDetails: { isSignatory: true },
  accountSigningInfo: { accountSigningType: type, accountSigningInstn: '' },
  ...extra,
});
const record = (over: Json = {}): Json => ({
  applicantInfo: { countryCode: '971' },
  applicationInfo: { accountType: 'Current Account', islamicBanking: false, rakValuePackage: '' },
  accountInfo: [{ accountCurrencies: ['AED'], eStatements: true, mailStatements: false }],
  organizationInfo: { branchCity: '', branchID: '', contactDetails: { primaryMobCountryCode: '971' } },
  signatoryInfo: [signatory(1, '100')],
  ...over,
});
const apply = (prev: Json, next: Json): Json => applyServicesBehaviours(prev, next, rules, packages);

describe('express service', () => {
  it('Yes sets the currencies to AED only and express true; No sets express false', () => {
    const r = record({ accountInfo: [{ accountCurrencies: ['USD', 'EUR'] }] });
    expect((chooseExpress(r, true, rules) as Json).accountInfo[0]).toMatchObject({ express: true, accountCurrencies: ['AED'] });
    expect((chooseExpress(r, false, rules) as Json).accountInfo[0]).toMatchObject({ express: false, accountCurrencies: ['USD', 'EUR'] });
  });
  it('keeps the currencies at AED while express is on (read-only)', () => {
    const before = record({ accountInfo: [{ express: true, accountCurrencies: ['AED'] }] });
    const after = apply(before, record({ accountInfo: [{ express: true, accountCurrencies: ['AED', 'USD'] }] }));
    expect(after.accountInfo[0].accountCurrencies).toEqual(['AED']);
  });
  it.each([
    [false, true, { accepted: false, notice: true }],
    [true, true, { accepted: true, notice: false }],
    [false, false, { accepted: false, notice: false }],
  ])('ticking the terms (opened %s, wanted %s)', (opened, wanted, outcome) => {
    expect(tickExpressTerms(opened, wanted)).toEqual(outcome);
  });
  it('clears the acceptance when express is turned off', () => {
    const after = apply(record(), record({ accountInfo: [{ express: false, expressTandC: true, accountCurrencies: ['AED'] }] }));
    expect(after.accountInfo[0].expressTandC).toBe(false);
  });
  it('with express, an unticked box is left open (absent) rather than refused', () => {
    const after = apply(record(), record({ accountInfo: [{ express: true, expressTandC: false, accountCurrencies: ['AED'] }] }));
    expect('expressTandC' in after.accountInfo[0]).toBe(false);
    expect(apply(after, after)).toEqual(after);
  });
});

describe('account details', () => {
  it('a new city resets the branch, and the account branch follows the company branch', () => {
    const before = record({ organizationInfo: { branchCity: 'DXB', branchID: 'DXB01' } });
    const same = apply(before, record({ organizationInfo: { branchCity: 'DXB', branchID: 'DXB02' } }));
    expect(same.organizationInfo.branchID).toBe('DXB02');
    expect(same.accountInfo[0].branchId).toBe('DXB02');
    const moved = apply(before, record({ organizationInfo: { branchCity: 'AUH', branchID: 'DXB01' } }));
    expect(moved.organizationInfo.branchID).toBe('');
    expect(moved.accountInfo[0].branchId).toBe('');
  });
});

describe('signing preferences', () => {
  it('a new signing type clears the instruction', () => {
    const before = record({ signatoryInfo: [signatory(1, '000', { accountSigningInfo: { accountSigningType: '000', accountSigningInstn: 'Two of three' } })] });
    const after = apply(
      before,
      record({ signatoryInfo: [signatory(1, '100', { accountSigningInfo: { accountSigningType: '100', accountSigningInstn: 'Two of three' } })] }),
    );
    expect(after.signatoryInfo[0].accountSigningInfo.accountSigningInstn).toBe('');
    const kept = apply(before, before);
    expect(kept.signatoryInfo[0].accountSigningInfo.accountSigningInstn).toBe('Two of three');
  });
  it('adds a second contact only when the first has a valid name, at most two; delete only with two', () => {
    const valid = () => true;
    const contacts = (...names: string[]) =>
      record({ organizationInfo: { contactDetailsForTxnReconfirming: names.map((n) => ({ TxnReconfirmingfullname: n })) } });
    expect(canAddContact(contacts(''), rules, valid)).toBe(false);
    expect(canAddContact(contacts('Sara Khan'), rules, valid)).toBe(true);
    expect(canAddContact(contacts('Sara Khan'), rules, () => false)).toBe(false);
    expect(canAddContact(contacts('Sara Khan', 'Ali'), rules, valid)).toBe(false);
    expect(canDeleteContact(contacts('Sara Khan'), rules)).toBe(false);
    expect(canDeleteContact(contacts('Sara Khan', 'Ali'), rules)).toBe(true);
  });
  it('gives contacts the local country codes', () => {
    const after = apply(record(), record({ organizationInfo: { contactDetailsForTxnReconfirming: [{ TxnReconfirmingfullname: 'Sara' }] } }));
    expect(after.organizationInfo.contactDetailsForTxnReconfirming[0]).toMatchObject({ primaryMobCountryCode: '971', primaryPhoneCountryCode: '971' });
  });
});

describe('channels', () => {
  it.each([
    ['100', ['AED'], true],
    ['102', ['AED', 'USD'], true],
    ['101', ['AED'], false],
    ['000', ['AED'], false],
    ['100', ['USD'], false],
  ])('debit card with signing type %s and currencies %j: %s', (type, currencies, allowed) => {
    const r = record({ accountInfo: [{ accountCurrencies: currencies }], signatoryInfo: [signatory(1, type)] });
    expect(isDebitCardAllowed(r, rules)).toBe(allowed);
  });
  it('only signatories are card holders', () => {
    const r = record({ signatoryInfo: [signatory(1, '100'), { ...signatory(2, '100'), kycDetails: { isSignatory: false } }] });
    expect(debitCardHolders(r, rules)).toEqual([0]);
  });
  it.each([
    [['AED'], '971', true],
    [['AED'], '44', false],
    [['USD'], '971', false],
  ])('cheque book with %j and mobile code %s: %s', (currencies, code, allowed) => {
    const r = record({ accountInfo: [{ accountCurrencies: currencies }], organizationInfo: { contactDetails: { primaryMobCountryCode: code } } });
    expect(isChequeBookAllowed(r, rules)).toBe(allowed);
  });
  it('withdraws the debit card and cheque book when they stop being allowed', () => {
    const before = record({ accountInfo: [{ accountCurrencies: ['AED'], debitCardApplied: true, chequeBookApplied: true }] });
    const after = apply(before, record({ accountInfo: [{ accountCurrencies: ['USD'], debitCardApplied: true, chequeBookApplied: true }] }));
    expect(after.accountInfo[0]).toMatchObject({ debitCardApplied: false, chequeBookApplied: false });
  });
  it('defaults the card name from first and last name, cut to 19 characters', () => {
    expect(defaultCardName({ firstName: 'Omar', lastName: 'Haddad' }, 19)).toBe('Omar Haddad');
    expect(defaultCardName({ firstName: 'Maximilian', lastName: 'Alexanderson' }, 19)).toBe('Maximilian Alexande');
    expect(defaultCardName({ firstName: 'Abcdefghijklmnopqr', lastName: 'Z' }, 19)).toBe('Abcdefghijklmnopqr');
    const after = apply(record(), record({ accountInfo: [{ accountCurrencies: ['AED'], debitCardApplied: true }] }));
    expect(after.signatoryInfo[0].debitCardInfo.authSignatoryDetails.nameOnDebitCard).toBe('Omar Haddad');
  });
  it.each([
    [
      { eStatements: false, mailStatements: true },
      { eStatements: true, mailStatements: true },
      { eStatements: true, mailStatements: false },
    ],
    [
      { eStatements: true, mailStatements: false },
      { eStatements: true, mailStatements: true },
      { eStatements: false, mailStatements: true },
    ],
    [{}, {}, { eStatements: true, mailStatements: false }],
    // unticking the one chosen leaves neither: the step then asks for one (oneTicked)
    [
      { eStatements: true, mailStatements: false },
      { eStatements: false, mailStatements: false },
      { eStatements: false, mailStatements: false },
    ],
  ])('statements are exclusive, online by default (%j → %j)', (before, next, expected) => {
    const after = apply(
      record({ accountInfo: [{ accountCurrencies: ['AED'], ...before }] }),
      record({ accountInfo: [{ accountCurrencies: ['AED'], ...next }] }),
    );
    expect(after.accountInfo[0]).toMatchObject(expected);
  });
});

describe('wizard context', () => {
  it('is added for `when` and removed before saving', () => {
    const r = { a: 1 };
    expect(withContext(r, { editApplication: true })).toEqual({ a: 1, _context: { editApplication: true } });
    expect(withoutContext(withContext(r, { editApplication: true }))).toEqual(r);
    expect(withContext(r, undefined)).toBe(r);
    expect(onlyForeignCurrencies(record(), rules)).toBe(false);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '../../../src/core/schema/registry';
import { uiForValue } from '../../../src/core/schema/ui-when';
import { canAddContact } from '../../../src/core/services/behaviours';
import { withContext } from '../../../src/core/services/context';
import { servicesFacts } from '../../../src/core/services/facts';
import type { ServicesRules } from '../../../src/core/services/rules';
import { servicesOfRepo } from './support';

type Json = Record<string, any>;
let registry: Registry;
let rules: ServicesRules;
beforeAll(async () => {
  ({ registry, rules } = await servicesOfRepo());
});

/** A Select Services step's UI schema as the page renders it for `record` (its ui:when decided on the record and the page's facts). */
const ui = (stepId: string, record: Json, page: { canAdd?: boolean; termsOpened?: boolean } = {}): Json => {
  const facts = servicesFacts(record, rules, { canAdd: page.canAdd ?? canAddContact(record, rules, () => true), termsOpened: page.termsOpened });
  return uiForValue(registry.step(`selectServices/${stepId}`).uiSchema, withContext(record, { editApplication: false, ...facts }), registry.holds);
};
const signatory = (n: number) => ({ signatoryId: `s${n}`, kycDetails: { isSignatory: true } });

describe("Select Services' conditions, declared in its UI files (ui:when)", () => {
  it('express makes the currencies read-only', () => {
    expect(ui('accountDetails', { accountInfo: [{ express: true }] }).accountInfo.items.accountCurrencies['ui:readonly']).toBe(true);
    expect(ui('accountDetails', { accountInfo: [{ express: false }] }).accountInfo.items.accountCurrencies['ui:readonly']).toBeUndefined();
  });
  it('offers the branches of the chosen city (datalistMatch), and none before a city', () => {
    const branch = ui('accountDetails', { organizationInfo: { branchCity: 'DXB' } }).organizationInfo.branchID;
    expect(branch['ui:options'].datalistMatch).toEqual({ city: 'organizationInfo.branchCity' });
    expect(branch['ui:disabled']).toBeUndefined();
    expect(ui('accountDetails', {}).organizationInfo.branchID['ui:disabled']).toBe(true);
    expect(ui('accountDetails', { organizationInfo: { branchCity: '' } }).organizationInfo.branchID['ui:disabled']).toBe(true);
  });
  it.each([
    [1, undefined],
    [2, ['102']],
    [0, ['102']],
  ])('with %i signatories the excluded signing types are %j', (count, excluded) => {
    const people = [...Array.from({ length: count }, (_, i) => signatory(i + 1)), { signatoryId: 'x', kycDetails: { isSignatory: false } }];
    expect(ui('signingPreferences', { signatoryInfo: people }).signatoryInfo.items.accountSigningInfo.accountSigningType['ui:options'].exclude).toEqual(
      excluded,
    );
  });
  it('contacts: delete buttons only with the most shown; the add button goes only while the first name is filled but invalid', () => {
    const contacts = (...names: string[]) => ({ organizationInfo: { contactDetailsForTxnReconfirming: names.map((n) => ({ TxnReconfirmingfullname: n })) } });
    const options = (record: Json, canAdd: boolean) =>
      ui('signingPreferences', record, { canAdd }).organizationInfo.contactDetailsForTxnReconfirming['ui:options'];
    expect(options(contacts('Sara Khan', 'Ali Omar'), false)).toMatchObject({ removable: true, addLabel: 'services.addContact' });
    expect(options(contacts('Sara Khan', 'Ali Omar'), false).addable).toBeUndefined();
    expect(options(contacts('Sara 2'), false)).toMatchObject({ removable: false, addable: false });
    expect(options(contacts('Sara Khan'), true)).toMatchObject({ removable: false });
    expect(options(contacts(''), false).addable).toBeUndefined();
  });
  it('disables debit card and cheque book where the rules do not allow them', () => {
    const foreign = ui('channels', { accountInfo: [{ accountCurrencies: ['USD'] }] });
    expect(foreign.accountInfo.items.debitCardApplied['ui:disabled']).toBe(true);
    expect(foreign.accountInfo.items.chequeBookApplied['ui:disabled']).toBe(true);
    const local = ui('channels', {
      accountInfo: [{ accountCurrencies: ['AED'] }],
      organizationInfo: { contactDetails: { primaryMobCountryCode: '971' } },
      signatoryInfo: [{ ...signatory(1), accountSigningInfo: { accountSigningType: '100' } }],
    });
    expect(local.accountInfo.items.debitCardApplied['ui:disabled']).toBeUndefined();
    expect(local.accountInfo.items.chequeBookApplied['ui:disabled']).toBeUndefined();
  });
  it('agent and partner code are read-only once a work item number exists', () => {
    const numbered = ui('kycAnnexure', { kycAnnexure: { workItemNumber: 'WI-1' } }).applicantInfo;
    expect([numbered.roCode['ui:disabled'], numbered.allianceCode['ui:disabled']]).toEqual([true, true]);
    expect(ui('kycAnnexure', { kycAnnexure: { workItemNumber: '  ' } }).applicantInfo.roCode['ui:disabled']).toBeUndefined();
    expect(ui('kycAnnexure', {}).applicantInfo.roCode['ui:disabled']).toBeUndefined();
  });
  it('keeps the currencies (named by the AED rules of express, card and cheque book) and the package field out of sight', () => {
    expect(ui('expressService', {}).accountInfo.items.accountCurrencies['ui:widget']).toBe('hidden');
    expect(ui('channels', {}).accountInfo.items.accountCurrencies['ui:widget']).toBe('hidden');
    expect(ui('valueAddedServices', {}).applicationInfo.rakValuePackage['ui:widget']).toBe('hidden');
  });
  it('keeps the express terms box read-only until the terms were opened, unless already accepted; the preview (no such fact) leaves it', () => {
    const box = (record: Json, termsOpened?: boolean) => ui('expressService', record, { termsOpened }).accountInfo.items.expressTandC['ui:readonly'];
    expect(box({ accountInfo: [{ express: true }] }, false)).toBe(true);
    expect(box({ accountInfo: [{ express: true }] }, true)).toBeUndefined();
    expect(box({ accountInfo: [{ express: true, expressTandC: true }] }, false)).toBeUndefined();
    expect(box({ accountInfo: [{ express: true }] })).toBeUndefined();
  });
  it('takes ui:when out, never changes the step file, and gives a UI file without conditions back as it is', () => {
    const file = registry.step('selectServices/accountDetails').uiSchema;
    const original = JSON.stringify(file);
    const shown = ui('accountDetails', { accountInfo: [{ express: true }], organizationInfo: { branchCity: 'DXB' } });
    expect(JSON.stringify(shown)).not.toContain('ui:when');
    expect(JSON.stringify(file)).toBe(original);
    const plain = registry.step('companyInfo/companyDetails').uiSchema;
    expect(uiForValue(plain, {}, registry.holds)).toBe(plain);
  });
  it('the facts the pages give are the ones schemas/defs/widgets.json declares', async () => {
    const declared = Object.keys((registry.bundle.schemas['defs/widgets.json'] as { contextFacts: Json }).contextFacts);
    const given = ['editApplication', ...Object.keys(servicesFacts({}, rules, { canAdd: false, termsOpened: false }))];
    expect(given.sort()).toEqual(declared.sort());
  });
});

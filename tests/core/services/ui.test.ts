import { beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, type Registry } from '../../../src/core/schema/registry';
import { servicesRulesOf, type ServicesRules } from '../../../src/core/services/rules';
import { servicesUiSchema } from '../../../src/core/services/ui';
import { repoBundle } from '../helpers/load-bundle';

type Json = Record<string, any>;
let registry: Registry;
let rules: ServicesRules;
beforeAll(async () => {
  registry = createRegistry(await repoBundle());
  rules = servicesRulesOf(registry);
});
const ui = (stepId: string, record: Json, contactAddable = true): Json =>
  servicesUiSchema(stepId, registry.step(`selectServices/${stepId}`).uiSchema, record, { rules, branches: registry.datalist('branches'), contactAddable });

describe('services UI adjusted to the record', () => {
  it('express makes the currencies read-only', () => {
    expect(ui('accountDetails', { accountInfo: [{ express: true }] }).accountInfo.items.accountCurrencies['ui:readonly']).toBe(true);
    expect(ui('accountDetails', { accountInfo: [{ express: false }] }).accountInfo.items.accountCurrencies['ui:readonly']).toBeUndefined();
  });
  it('offers the branches of the chosen city, none before a city', () => {
    const branch = ui('accountDetails', { organizationInfo: { branchCity: 'DXB' } }).organizationInfo.branchID;
    expect(branch['ui:options'].choices.length).toBeGreaterThan(0);
    expect(branch['ui:options'].choices.every((c: Json) => c.value.startsWith('DXB'))).toBe(true);
    expect(ui('accountDetails', {}).organizationInfo.branchID['ui:disabled']).toBe(true);
  });
  it('filters the single-signatory type with several signatories; contacts add/delete', () => {
    const two = {
      signatoryInfo: [{ kycDetails: { isSignatory: true } }, { kycDetails: { isSignatory: true } }],
      organizationInfo: { contactDetailsForTxnReconfirming: [{}, {}] },
    };
    const adjusted = ui('signingPreferences', two, false);
    expect(adjusted.signatoryInfo.items.accountSigningInfo.accountSigningType['ui:options'].exclude).toEqual(['102']);
    expect(adjusted.organizationInfo.contactDetailsForTxnReconfirming['ui:options']).toMatchObject({
      removable: true,
      addable: true,
      addLabel: 'services.addContact',
    });
    const invalidName = ui('signingPreferences', { organizationInfo: { contactDetailsForTxnReconfirming: [{ TxnReconfirmingfullname: 'Sara 2' }] } }, false);
    expect(invalidName.organizationInfo.contactDetailsForTxnReconfirming['ui:options'].addable).toBe(false);
    const one = ui('signingPreferences', {
      signatoryInfo: [{ kycDetails: { isSignatory: true } }],
      organizationInfo: { contactDetailsForTxnReconfirming: [{}] },
    });
    expect(one.signatoryInfo.items.accountSigningInfo.accountSigningType['ui:options'].exclude).toEqual([]);
    expect(one.organizationInfo.contactDetailsForTxnReconfirming['ui:options']).toMatchObject({ removable: false, addable: true });
  });
  it('disables debit card and cheque book where not allowed', () => {
    const foreign = ui('channels', { accountInfo: [{ accountCurrencies: ['USD'] }] });
    expect(foreign.accountInfo.items.debitCardApplied['ui:disabled']).toBe(true);
    expect(foreign.accountInfo.items.chequeBookApplied['ui:disabled']).toBe(true);
    const local = ui('channels', {
      accountInfo: [{ accountCurrencies: ['AED'] }],
      organizationInfo: { contactDetails: { primaryMobCountryCode: '971' } },
      signatoryInfo: [{ kycDetails: { isSignatory: true }, accountSigningInfo: { accountSigningType: '100' } }],
    });
    expect(local.accountInfo.items.debitCardApplied['ui:disabled']).toBeUndefined();
    expect(local.accountInfo.items.chequeBookApplied['ui:disabled']).toBeUndefined();
  });
  it('agent and partner code are read-only once a work item number exists', () => {
    expect(ui('kycAnnexure', { kycAnnexure: { workItemNumber: 'WI-1' } }).applicantInfo.roCode['ui:disabled']).toBe(true);
    expect(ui('kycAnnexure', { kycAnnexure: { workItemNumber: 'WI-1' } }).applicantInfo.allianceCode['ui:disabled']).toBe(true);
    expect(ui('kycAnnexure', { kycAnnexure: { workItemNumber: '' } }).applicantInfo.roCode['ui:disabled']).toBeUndefined();
  });
  it('keeps the currencies (named by the AED rules of express, card and cheque book) out of those steps', () => {
    expect(ui('expressService', {}).accountInfo.items.accountCurrencies['ui:widget']).toBe('hidden');
    expect(ui('channels', {}).accountInfo.items.accountCurrencies['ui:widget']).toBe('hidden');
    expect(ui('valueAddedServices', {}).applicationInfo.rakValuePackage['ui:widget']).toBe('hidden');
  });
  it('keeps the express terms box read-only until the terms were opened', () => {
    const closed = servicesUiSchema(
      'expressService',
      registry.step('selectServices/expressService').uiSchema,
      { accountInfo: [{ express: true }] },
      { rules, branches: [], contactAddable: false, termsOpened: false },
    ) as Json;
    expect(closed.accountInfo.items.expressTandC['ui:readonly']).toBe(true);
    const opened = servicesUiSchema(
      'expressService',
      registry.step('selectServices/expressService').uiSchema,
      { accountInfo: [{ express: true }] },
      { rules, branches: [], contactAddable: false, termsOpened: true },
    ) as Json;
    expect(opened.accountInfo.items.expressTandC['ui:readonly']).toBeUndefined();
  });
  it('never changes the step file', () => {
    const original = JSON.stringify(registry.step('selectServices/accountDetails').uiSchema);
    ui('accountDetails', { accountInfo: [{ express: true }], organizationInfo: { branchCity: 'DXB' } });
    expect(JSON.stringify(registry.step('selectServices/accountDetails').uiSchema)).toBe(original);
  });
});

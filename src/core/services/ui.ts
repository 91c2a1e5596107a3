/**
 * The services steps' UI schemas adjusted to the record: what RJSF cannot derive from
 * JSON Schema alone. Express makes the currencies read-only; the branch list follows the city; the
 * single-signatory signing type is filtered; the contacts' add and delete buttons follow their rules;
 * debit card and cheque book are disabled where not allowed; agent and partner code are read-only
 * once a work item number exists. Pure: answers a new UI schema, never changes the given one.
 */
import type { StepNamedByCode } from '../wizard/named-by-code';
import type { DatalistItem } from '../schema/registry';
import { canDeleteContact, excludedSigningTypes, isChequeBookAllowed, isDebitCardAllowed, tickExpressTerms } from './behaviours';
import { accountOf, contactsOf, objectOf, textOf, type Json } from './record';
import type { ServicesRules } from './rules';

export interface UiFacts {
  rules: ServicesRules;
  /** content/datalists/branches.json (each with its `city`) */
  branches: readonly DatalistItem[];
  /** "Add another person" may be used (canAddContact) */
  contactAddable: boolean;
  /** the express terms were opened: until then their box cannot be ticked (tickExpressTerms) */
  termsOpened?: boolean;
}

function setOption(ui: Json, path: string[], key: string, value: unknown): Json {
  if (path.length === 0) return { ...ui, [key]: value };
  const [head, ...rest] = path;
  return { ...ui, [head]: setOption(objectOf(ui[head]), rest, key, value) };
}

function setUiOption(ui: Json, path: string[], key: string, value: unknown): Json {
  const node = path.reduce<Json>((n, p) => objectOf(n[p]), ui);
  return setOption(ui, path, 'ui:options', { ...objectOf(node['ui:options']), [key]: value });
}

/** The UI schema of a services step (by the wizard step id) for this record. */
export function servicesUiSchema(stepId: string, uiSchema: Json, record: unknown, facts: UiFacts): Json {
  const { rules } = facts;
  let ui = uiSchema;
  switch (stepId as StepNamedByCode<'selectServices'>) {
    case 'expressService':
      // the AED-only rule of express names the currencies, which are chosen in Account details
      ui = setOption(ui, ['accountInfo', 'items', 'accountCurrencies'], 'ui:widget', 'hidden');
      if (facts.termsOpened !== undefined && !tickExpressTerms(facts.termsOpened, true).accepted && accountOf(record).expressTandC !== true)
        ui = setOption(ui, ['accountInfo', 'items', 'expressTandC'], 'ui:readonly', true);
      return ui;
    case 'accountDetails': {
      if (accountOf(record).express === true) ui = setOption(ui, ['accountInfo', 'items', 'accountCurrencies'], 'ui:readonly', true);
      const city = textOf(objectOf(objectOf(record).organizationInfo).branchCity);
      const choices = facts.branches.filter((b) => b.city === city).map((b) => ({ value: String(b.code), label: String(b.label) }));
      ui = setUiOption(ui, ['organizationInfo', 'branchID'], 'choices', choices);
      if (!city) ui = setOption(ui, ['organizationInfo', 'branchID'], 'ui:disabled', true);
      return ui;
    }
    case 'signingPreferences': {
      ui = setUiOption(ui, ['signatoryInfo', 'items', 'accountSigningInfo', 'accountSigningType'], 'exclude', excludedSigningTypes(record, rules));
      const contacts = ['organizationInfo', 'contactDetailsForTxnReconfirming'];
      ui = setUiOption(ui, contacts, 'removable', canDeleteContact(record, rules));
      // the button stays visible (disabled by the renderer until the first row is filled, and at the
      // maximum); it goes only while the first contact's name is filled but invalid
      const list = contactsOf(record);
      const nameFilled = textOf(list[0]?.TxnReconfirmingfullname).trim() !== '';
      ui = setUiOption(ui, contacts, 'addable', facts.contactAddable || !nameFilled || list.length >= rules.reconfirmingContacts.max);
      return ui;
    }
    case 'channels': {
      // the AED rule of debit card and cheque book names the currencies, which are chosen in Account details
      ui = setOption(ui, ['accountInfo', 'items', 'accountCurrencies'], 'ui:widget', 'hidden');
      if (!isDebitCardAllowed(record, rules)) ui = setOption(ui, ['accountInfo', 'items', 'debitCardApplied'], 'ui:disabled', true);
      if (!isChequeBookAllowed(record, rules)) ui = setOption(ui, ['accountInfo', 'items', 'chequeBookApplied'], 'ui:disabled', true);
      return ui;
    }
    case 'kycAnnexure': {
      if (textOf(objectOf(objectOf(record).kycAnnexure).workItemNumber).trim() !== '') {
        ui = setOption(ui, ['applicantInfo', 'roCode'], 'ui:disabled', true);
        ui = setOption(ui, ['applicantInfo', 'allianceCode'], 'ui:disabled', true);
      }
      return ui;
    }
    case 'valueAddedServices':
      // the package cards replace the plain field (src/web/features/services/PackageCards.tsx)
      return setOption(ui, ['applicationInfo', 'rakValuePackage'], 'ui:widget', 'hidden');
    default:
      return ui;
  }
}

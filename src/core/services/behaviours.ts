/**
 * What the Select Services wizard does beyond what JSON Schema can say: express fixes the currencies, a new city resets the branch, a new signing type clears
 * the instruction, statements are exclusive, the debit card and cheque book only where allowed,
 * value packages follow the account type and the currencies. Pure functions over the record,
 * numbers and codes from schemas/rules/services.json and packages.json; browser and server share them.
 */
import { accountOf, contactsOf, currenciesOf, objectOf, peopleOf, signatoryIndexes, signingTypeOf, textOf, withAccount, type Json } from './record';
import type { PackageRule, ServicesRules } from './rules';
import { hasCurrency } from './currencies';
import { packageAfterChange } from './packages';

export { hasCurrency, onlyForeignCurrencies } from './currencies';

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** Express "Yes": accountCurrencies = AED only, express true. "No": express false. */
export function chooseExpress(record: Json, yes: boolean, rules: ServicesRules): Json {
  const account = accountOf(record);
  if (!yes) return withAccount(record, { ...account, express: false, expressTandC: false });
  const { expressTandC, ...rest } = account;
  return withAccount(record, { ...rest, express: true, accountCurrencies: [...rules.express.currencies], ...(expressTandC === true ? { expressTandC } : {}) });
}

/** Ticking the express terms box: allowed only once the terms were opened; otherwise the notice shows. */
export function tickExpressTerms(termsOpened: boolean, wanted: boolean): { accepted: boolean; notice: boolean } {
  if (!wanted) return { accepted: false, notice: false };
  return termsOpened ? { accepted: true, notice: false } : { accepted: false, notice: true };
}

/** Signatories who may hold a debit card: their signing type allows it (any of us / single signatory). */
export function debitCardHolders(record: unknown, rules: ServicesRules): number[] {
  const people = peopleOf(record);
  return signatoryIndexes(record).filter((index) => rules.debitCard.signingTypes.includes(signingTypeOf(people[index])));
}

/** A debit card may be applied for: AED chosen and a signatory signs alone or any-of-us. */
export function isDebitCardAllowed(record: unknown, rules: ServicesRules): boolean {
  return hasCurrency(record, rules.debitCard.currencies) && debitCardHolders(record, rules).length > 0;
}

/** The company mobile's country code (organizationInfo.contactDetails), else the applicant's. */
export function mobileCountryCodeOf(record: unknown): string {
  const root = objectOf(record);
  const company = textOf(objectOf(objectOf(root.organizationInfo).contactDetails).primaryMobCountryCode);
  return company || textOf(objectOf(root.applicantInfo).countryCode);
}

/** A cheque book may be applied for: AED chosen and the mobile country code is the local one. */
export function isChequeBookAllowed(record: unknown, rules: ServicesRules): boolean {
  return hasCurrency(record, rules.chequeBook.currencies) && mobileCountryCodeOf(record) === rules.chequeBook.mobileCountryCode;
}

/** First and last name, cut to the card's limit. */
export function defaultCardName(person: Json, maxLength: number): string {
  const name = [textOf(person.firstName).trim(), textOf(person.lastName).trim()].filter(Boolean).join(' ');
  return name.slice(0, maxLength).trim();
}

/** "Add another person" is enabled when fewer than the maximum exist and the first contact's name is filled and valid. */
export function canAddContact(record: unknown, rules: ServicesRules, nameIsValid: (name: string) => boolean): boolean {
  const contacts = contactsOf(record);
  if (contacts.length >= rules.reconfirmingContacts.max) return false;
  const name = textOf(contacts[0]?.TxnReconfirmingfullname);
  return name.trim() !== '' && nameIsValid(name);
}

/** Delete buttons appear only when the maximum number of contacts is shown. */
export function canDeleteContact(record: unknown, rules: ServicesRules): boolean {
  return contactsOf(record).length >= rules.reconfirmingContacts.max;
}

function setIn(value: Json, path: string[], leaf: unknown): Json {
  const [head, ...rest] = path;
  return { ...value, [head]: rest.length === 0 ? leaf : setIn(objectOf(value[head]), rest, leaf) };
}

function statements(prev: Json, next: Json, rules: ServicesRules): Json {
  const [first, second] = rules.statements.fields;
  const turnedOn = rules.statements.fields.find((field) => next[field] === true && prev[field] !== true);
  if (turnedOn) return { ...next, [turnedOn === first ? second : first]: false };
  // online by default until the person chooses; unticking both is theirs to do (the step then asks for one)
  if (next[first] === undefined && next[second] === undefined)
    return { ...next, [rules.statements.default]: true, [rules.statements.default === first ? second : first]: false };
  if (next[first] === true && next[second] === true) return { ...next, [rules.statements.default === first ? second : first]: false };
  return next;
}

/**
 * `next` (the record after a change in the form) with the behaviours applied, `prev` being the
 * record before the change. Idempotent: applying it to its own answer changes nothing.
 */
export function applyServicesBehaviours(prev: unknown, next: Json, rules: ServicesRules, packages: readonly PackageRule[]): Json {
  const before = objectOf(prev);
  let out = next;
  // express: AED only and read-only
  let account = accountOf(out);
  if (account.express === true && !sameList(currenciesOf(out), rules.express.currencies))
    account = { ...account, accountCurrencies: [...rules.express.currencies] };
  if (account.express !== true && account.expressTandC === true) account = { ...account, expressTandC: false };
  // with express, the box is either accepted (true) or open (absent): the step's rule then asks for it on Continue only
  if (account.express === true && 'expressTandC' in account && account.expressTandC !== true) {
    const { expressTandC: _open, ...rest } = account;
    account = rest;
  }
  // a new city resets the branch; the account's branch follows the company's
  const organization = objectOf(out.organizationInfo);
  const cityChanged = textOf(organization.branchCity) !== textOf(objectOf(before.organizationInfo).branchCity) && before.organizationInfo !== undefined;
  if (cityChanged && textOf(organization.branchID) !== '') out = setIn(out, ['organizationInfo', 'branchID'], '');
  const branch = objectOf(out.organizationInfo).branchID;
  if (typeof branch === 'string' && account.branchId !== branch) account = { ...account, branchId: branch };
  account = statements(accountOf(before), account, rules);
  out = withAccount(out, account);
  // a new signing type clears the instruction
  const prevPeople = peopleOf(before);
  const people = peopleOf(out);
  let peopleChanged = false;
  const nextPeople = people.map((person, index) => {
    const earlier = prevPeople[index];
    const signing = objectOf(person.accountSigningInfo);
    const sameperson = earlier !== undefined && textOf(earlier.signatoryId) === textOf(person.signatoryId);
    if (!sameperson || signingTypeOf(earlier) === signingTypeOf(person) || textOf(signing.accountSigningInstn) === '') return person;
    peopleChanged = true;
    return { ...person, accountSigningInfo: { ...signing, accountSigningInstn: '' } };
  });
  if (peopleChanged) out = { ...out, signatoryInfo: nextPeople };
  // debit card and cheque book only where allowed; the card name defaults from the name
  account = accountOf(out);
  if (account.debitCardApplied === true && !isDebitCardAllowed(out, rules)) account = { ...account, debitCardApplied: false };
  if (account.chequeBookApplied === true && !isChequeBookAllowed(out, rules)) account = { ...account, chequeBookApplied: false };
  out = withAccount(out, account);
  if (account.debitCardApplied === true) {
    const holders = debitCardHolders(out, rules);
    const list = peopleOf(out);
    let named = false;
    // a name never given, or an empty one when the card is asked for now (a new person's record holds
    // an empty name; an emptied field is left to the person typing in it)
    const justApplied = accountOf(before).debitCardApplied !== true;
    const withNames = list.map((person, index) => {
      const details = objectOf(objectOf(person.debitCardInfo).authSignatoryDetails);
      const unnamed = details.nameOnDebitCard === undefined || (justApplied && details.nameOnDebitCard === '');
      if (!holders.includes(index) || !unnamed) return person;
      named = true;
      return setIn(person, ['debitCardInfo', 'authSignatoryDetails', 'nameOnDebitCard'], defaultCardName(person, rules.debitCard.nameMaxLength));
    });
    if (named) out = { ...out, signatoryInfo: withNames };
  }
  // contacts for reconfirming transactions: the country codes default to the local one
  const code = rules.reconfirmingContacts.defaultCountryCode;
  // the first contact row is always there to fill (at least one is required)
  const contacts = contactsOf(out).length ? contactsOf(out) : [{}];
  if (contactsOf(out).length === 0 || contacts.some((c) => textOf(c.primaryMobCountryCode) === '' || textOf(c.primaryPhoneCountryCode) === '')) {
    const filled = contacts.map((c) => ({
      ...c,
      primaryMobCountryCode: textOf(c.primaryMobCountryCode) || code,
      primaryPhoneCountryCode: textOf(c.primaryPhoneCountryCode) || code,
    }));
    out = setIn(out, ['organizationInfo', 'contactDetailsForTxnReconfirming'], filled);
  }
  // value packages
  const application = objectOf(out.applicationInfo);
  const chosen = packageAfterChange(out, rules, packages);
  if (chosen !== textOf(application.rakValuePackage)) out = { ...out, applicationInfo: { ...application, rakValuePackage: chosen } };
  return out;
}

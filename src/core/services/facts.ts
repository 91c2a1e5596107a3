/**
 * What the Select Services steps' `ui:when` conditions read at `_context` beyond the record: facts
 * that follow from the rules files (which signing types allow a debit card, how many contacts at
 * most) or from the page (the terms were opened). Each is declared in schemas/defs/widgets.json
 * `contextFacts`, which the check reads; the UI files say which field each one changes.
 */
import { canDeleteContact, isChequeBookAllowed, isDebitCardAllowed } from './behaviours';
import { contactsOf, signatoryIndexes, textOf } from './record';
import type { ServicesRules } from './rules';

export interface ServicesFacts {
  /** the express terms were opened (until then their box cannot be ticked); absent where no page opens them (the studio's preview) */
  termsOpened?: boolean;
  debitCardAllowed: boolean;
  chequeBookAllowed: boolean;
  signatoryCount: number;
  /** the most contacts for reconfirming transactions are shown: each may then be deleted */
  contactsAtMost: boolean;
  /** "Add another person" shows: it goes only while the first contact's name is filled but invalid */
  contactAddable: boolean;
}

/** The facts of `record`; `canAdd` is canAddContact's answer (the first name filled and valid, fewer than the most). */
export function servicesFacts(record: unknown, rules: ServicesRules, page: { canAdd: boolean; termsOpened?: boolean }): ServicesFacts {
  const list = contactsOf(record);
  const nameFilled = textOf(list[0]?.TxnReconfirmingfullname).trim() !== '';
  return {
    ...(page.termsOpened === undefined ? {} : { termsOpened: page.termsOpened }),
    debitCardAllowed: isDebitCardAllowed(record, rules),
    chequeBookAllowed: isChequeBookAllowed(record, rules),
    signatoryCount: signatoryIndexes(record).length,
    contactsAtMost: canDeleteContact(record, rules),
    // the button stays (disabled by the renderer until the first row is filled, and at the most)
    contactAddable: page.canAdd || !nameFilled || list.length >= rules.reconfirmingContacts.max,
  };
}

import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import { interpolate, lookup } from '../../../core/messages/format';
import type { AccountsRules } from '../../../core/rules/accounts';
import type { ServicesRules } from '../../../core/rules/services';
import type { OutgoingMessage } from '../mail/outbox';
import { emailKey, phoneKey } from '../prospects/columns';

type Json = Record<string, unknown>;
const group = (record: Json, name: string): Json => (record[name] && typeof record[name] === 'object' ? (record[name] as Json) : {});

/** The account a record applies for, by its name in the words ("Business Current Account RAKislamic"). */
export function accountName(bundle: Bundle, record: Json, lang = 'en'): string {
  const application = group(record, 'applicationInfo');
  const rules = schemaFile<AccountsRules>(bundle, 'rules/accounts.json');
  const tier = rules.tiers.find((t) => t.accountType === application.accountType)?.tier;
  const words = bundle.content[`${lang}/accounts.json`];
  const name = tier ? (lookup(words, `tiers.${tier}.name`) ?? tier) : String(application.accountType ?? '');
  return interpolate(lookup(words, `variants.${application.islamicBanking === true ? 'islamic' : 'conventional'}`) ?? '{name}', { name });
}

/**
 * The confirmation of a submitted application (rule SUBMIT-CONFIRM): an e-mail and an SMS to the
 * applicant with the application's reference, the account, and what happens next and when
 * (schemas/rules/services.json submission.answerWithinWorkingDays), in content/<lang>/submission.json.
 */
export function confirmationMessages(bundle: Bundle, record: Json, reference: string, lang = 'en'): OutgoingMessage[] {
  const applicant = group(record, 'applicantInfo');
  const { submission } = schemaFile<ServicesRules>(bundle, 'rules/services.json');
  const words = bundle.content[`${lang}/submission.json`];
  const vars = { reference, name: String(applicant.fullName ?? ''), account: accountName(bundle, record, lang), days: submission.answerWithinWorkingDays };
  const text = (key: string) => interpolate(lookup(words, key) ?? key, vars);
  const messages: OutgoingMessage[] = [];
  const email = emailKey(applicant.email);
  if (email) messages.push({ to: email, channel: 'email', subject: text('confirmation.email.subject'), body: text('confirmation.email.body') });
  const phone = phoneKey(applicant.countryCode, applicant.mobileNo);
  if (phone) messages.push({ to: phone, channel: 'sms', subject: '', body: text('confirmation.sms') });
  return messages;
}

import type { Bundle } from '../../../core/bundle';
import { interpolate, lookup } from '../../../core/messages/format';
import type { Mailer, OutgoingMessage } from '../mail/outbox';
import { channelOf, issueCode, type IssueResult, type OtpDeps, type Recipient } from './codes';

/** The texts of a code's messages, from content/<lang>/otp.json. */
export function codeMessages(bundle: Bundle, deps: OtpDeps, recipient: Recipient, code: string, lang = 'en'): OutgoingMessage[] {
  const words = bundle.content[`${lang}/otp.json`];
  const vars = { code, minutes: Math.round(deps.rules.validitySec / 60) };
  const text = (key: string) => interpolate(lookup(words, key) ?? key, vars);
  const channel = channelOf(recipient);
  const messages: OutgoingMessage[] = [];
  if (deps.rules.channels.includes('sms')) messages.push({ to: channel.phone, channel: 'sms', subject: '', body: text('sms.body') });
  if (deps.rules.channels.includes('email')) {
    messages.push({ to: recipient.email.trim(), channel: 'email', subject: text('email.subject'), body: text('email.body') });
  }
  return messages;
}

/** Issues a code and sends it on every channel, unless the send limit says no. */
export async function sendCode(deps: OtpDeps, mailer: Mailer, bundle: Bundle, recipient: Recipient): Promise<IssueResult> {
  const issued = await issueCode(deps, recipient);
  if (issued.ok) await mailer.deliver(codeMessages(bundle, deps, recipient, issued.code), (deps.now ?? (() => new Date()))());
  return issued;
}

import type { Bundle } from '../../../core/bundle';
import { interpolate, lookup } from '../../../core/messages/format';
import { giveBack, reserve } from '../limits';
import type { Mailer, OutgoingMessage } from '../mail/outbox';
import { channelOf, issueCode, type IssueResult, type OtpDeps, type Recipient } from './codes';
import { networkOf } from './network';
import { SOURCE_LANGUAGE } from '../../../core/messages/languages';

/** The texts of a code's messages, from content/<lang>/otp.json. */
export function codeMessages(bundle: Bundle, deps: OtpDeps, recipient: Recipient, code: string, lang = SOURCE_LANGUAGE): OutgoingMessage[] {
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

/**
 * Issues a code and sends it on every channel, unless a send limit says no (rule CODE-SENDS):
 * the client address's, its network's and the service's sends are reserved in the database before the phone's
 * and e-mail's are checked, so no burst on any number of servers gets past them, and a send
 * refused later gives its reservations back (no code went out). The messages are in `lang`, the asker's.
 */
export async function sendCode(
  deps: OtpDeps,
  mailer: Mailer,
  bundle: Bundle,
  recipient: Recipient,
  from: string,
  lang = SOURCE_LANGUAGE,
): Promise<IssueResult> {
  const now = (deps.now ?? (() => new Date()))();
  const { perAddress, perNetwork, overall } = deps.rules.sendLimit;
  const addressKey = `otp-address:${from}`;
  const networkKey = `otp-network:${networkOf(from, perNetwork)}`;
  const overallKey = 'otp-overall:';
  const byAddress = await reserve(deps.db, addressKey, perAddress, now);
  if (!byAddress.ok) return { ok: false, reason: 'addressLimit', retryAfterSec: byAddress.retryAfterSec };
  // one network (many addresses of one office, or of one attacker) never fills the service's limit
  const byNetwork = await reserve(deps.db, networkKey, perNetwork, now);
  if (!byNetwork.ok) {
    await giveBack(deps.db, addressKey);
    return { ok: false, reason: 'addressLimit', retryAfterSec: byNetwork.retryAfterSec };
  }
  const byService = await reserve(deps.db, overallKey, overall, now);
  if (!byService.ok) {
    await Promise.all([giveBack(deps.db, addressKey), giveBack(deps.db, networkKey)]);
    return { ok: false, reason: 'busy', retryAfterSec: byService.retryAfterSec };
  }
  const issued = await issueCode(deps, recipient);
  if (!issued.ok) {
    await Promise.all([giveBack(deps.db, addressKey), giveBack(deps.db, networkKey), giveBack(deps.db, overallKey)]);
    return issued;
  }
  await mailer.deliver(codeMessages(bundle, deps, recipient, issued.code, lang), now);
  return issued;
}

import type { Bundle } from '../../../core/bundle';
import { displayDate, interpolate, lookup } from '../../../core/messages/format';
import type { OutgoingMessage } from '../mail/outbox';

export interface InviteMessageInput {
  custName: string;
  custEmail: string;
  agentName: string;
  roCode: string;
  link: string;
  expiresAt: Date;
}

/** The link a customer follows: the application, with the officer's code and the invite token. */
export function inviteLink(origin: string, linkPath: string, roCode: string, token: string): string {
  const url = new URL(linkPath, origin);
  url.searchParams.set('rocode', roCode);
  url.searchParams.set('invite', token);
  return url.toString();
}

/** The invite e-mail, in the words of content/<lang>/agents.json (invite.email). */
export function inviteMessage(bundle: Bundle, input: InviteMessageInput, lang = 'en'): OutgoingMessage {
  const words = bundle.content[`${lang}/agents.json`];
  const vars = { ...input, expires: displayDate(input.expiresAt.toISOString().slice(0, 10)) };
  const text = (key: string) => interpolate(lookup(words, key) ?? key, vars);
  return { to: input.custEmail, channel: 'email', subject: text('invite.email.subject'), body: text('invite.email.body') };
}

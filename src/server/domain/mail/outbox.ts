import { desc } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { outbox, type OutboxChannel } from '../../db/tables';

export interface OutgoingMessage {
  to: string;
  channel: OutboxChannel;
  subject: string;
  body: string;
}

export interface OutboxEntry extends OutgoingMessage {
  createdAt: string;
}

/** Where a failed SMTP send is reported; never given the message text (it may hold a code). */
export type MailLog = (fields: { to: string; error: string }, message: string) => void;

export interface Mailer {
  /** Writes every message to the outbox; e-mails also go out by SMTP when configured (without waiting for it). */
  deliver(messages: OutgoingMessage[], at?: Date): Promise<void>;
}

export function createMailer(options: { db: Db; smtpUrl?: string; from: string; onSmtpError?: MailLog; echo?: (message: OutgoingMessage) => void }): Mailer {
  // nodemailer (0.4 MB) loads with the first e-mail: most starts send none, and a restart reads less
  let transport: Promise<Transporter> | undefined;
  const smtp = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options.smtpUrl)));
  return {
    async deliver(messages, at = new Date()) {
      if (messages.length === 0) return;
      await options.db.insert(outbox).values(messages.map((message) => ({ ...message, createdAt: at })));
      if (options.echo) for (const message of messages) options.echo(message);
      if (!options.smtpUrl) return;
      for (const message of messages) {
        if (message.channel !== 'email') continue;
        smtp()
          .then((mailer) => mailer.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.body }))
          .catch((error: Error) => options.onSmtpError?.({ to: message.to, error: error.message }, 'e-mail not sent'));
      }
    },
  };
}

/** The newest messages first, for the dev tools. */
export async function readOutbox(db: Db, limit: number): Promise<OutboxEntry[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((row) => ({ to: row.to, channel: row.channel, subject: row.subject, body: row.body, createdAt: row.createdAt.toISOString() }));
}

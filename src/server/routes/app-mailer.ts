import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from '../domain/mail';

/**
 * The app's mailer for messages from `from`: the outbox, SMTP when SMTP_URL is set, and the console
 * when the app echoes messages (the embedded default: a person trying it reads the code there).
 */
export function appMailer(app: FastifyInstance, from: string): Mailer {
  return createMailer({
    db: app.db,
    smtpUrl: app.settings.smtpUrl,
    from,
    onSmtpError: (fields, message) => app.log.warn(fields, message),
    echo: app.settings.echoMessages ? (message) => console.log(app.errorMessages.forServer('messageSent', { to: message.to, body: message.body })) : undefined,
  });
}

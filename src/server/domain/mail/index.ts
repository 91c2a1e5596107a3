export { createMailer, readOutbox, type Mailer, type OutboxEntry, type OutgoingMessage } from './outbox';

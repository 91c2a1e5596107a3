import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../domain/mail';
import { appMailer } from '../app-mailer';
import { otpRules, sendCode, type IssueResult, type OtpDeps, type Recipient } from '../../domain/otp';

export interface OtpService {
  deps: OtpDeps;
  mailer: Mailer;
  /** `from`: the client address that asks (its sends are limited) */
  send(recipient: Recipient, from: string): Promise<IssueResult>;
}

// Keyed by the database: every route plugin of one app (each its own fastify context) shares one service.
const services = new WeakMap<object, OtpService>();

/** One-time codes of this app (its database, secret, rules and mail), shared by the otp and prospects routes. */
export function otpService(app: FastifyInstance): OtpService {
  let service = services.get(app.db);
  if (!service) {
    const rules = otpRules(app.bundle);
    const deps: OtpDeps = { db: app.db, secret: app.settings.codeSecret, rules };
    const mailer = appMailer(app, rules.emailFrom);
    service = { deps, mailer, send: (recipient, from) => sendCode(deps, mailer, app.bundle, recipient, from) };
    services.set(app.db, service);
  }
  return service;
}

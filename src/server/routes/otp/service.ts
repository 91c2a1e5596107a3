import type { FastifyInstance } from 'fastify';
import type { Bundle } from '../../../core/bundle';
import type { Mailer } from '../../domain/mail';
import { appMailer } from '../app-mailer';
import { otpRules, sendCode, type IssueResult, type OtpDeps, type Recipient } from '../../domain/otp';

export interface OtpService {
  deps: OtpDeps;
  mailer: Mailer;
  /** `from`: the client address that asks (its sends are limited) */
  send(recipient: Recipient, from: string, lang: string): Promise<IssueResult>;
}

// Keyed by the database, then the release: every route plugin of one app (each its own fastify
// context) shares one service per release.
const services = new WeakMap<object, WeakMap<Bundle, OtpService>>();

/** One-time codes of this app under a release (its database, secret, rules and mail), shared by the otp and prospects routes. */
export function otpService(app: FastifyInstance, bundle: Bundle): OtpService {
  let byRelease = services.get(app.db);
  if (!byRelease) {
    byRelease = new WeakMap();
    services.set(app.db, byRelease);
  }
  let service = byRelease.get(bundle);
  if (!service) {
    const rules = otpRules(bundle);
    const deps: OtpDeps = { db: app.db, secret: app.settings.codeSecret, rules };
    const mailer = appMailer(app, rules.emailFrom);
    service = { deps, mailer, send: (recipient, from, lang) => sendCode(deps, mailer, bundle, recipient, from, lang) };
    byRelease.set(bundle, service);
  }
  return service;
}

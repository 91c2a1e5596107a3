import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Test data and calls shared by the applicant-journey API tests. */

let counter = 0;

/** A person nobody else in the test database uses (phone and e-mail unique per call). */
export function person(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`.padStart(7, '0').slice(-7);
  return {
    fullName: 'Amal Haddad',
    email: `amal${n}@example.com`,
    countryCode: '971',
    mobileNo: `50${n}`,
    ...overrides,
  };
}

export type Person = ReturnType<typeof person>;

/**
 * The client address a person's requests come from: their own (one per phone number), as people
 * applying from their own phones and offices do, so the per-address limit on code sends counts
 * each person's requests, not the whole suite's.
 */
export function addressOf(who: { countryCode: string; mobileNo: string }): string {
  const [a, b, c] = createHash('sha256').update(`${who.countryCode}${who.mobileNo}`).digest();
  return `10.${a}.${b}.${c}`;
}

/** POST /users/sme/prospects from the person's own address (body: createBody's, or `body`). */
export function createCall(app: FastifyInstance, applicant: Person, body: Record<string, unknown> = createBody(applicant)) {
  return app.inject({ method: 'POST', url: '/api/v1/users/sme/prospects', payload: body, remoteAddress: addressOf(applicant) });
}

export function createBody(applicant: Person, extra: Record<string, unknown> = {}) {
  return {
    applicantInfo: { ...applicant, roCode: '', allianceCode: '' },
    applicationInfo: { accountType: 'Current Account', islamicBanking: false },
    ...extra,
  };
}

export async function outbox(app: FastifyInstance): Promise<Array<{ to: string; channel: string; subject: string; body: string; createdAt: string }>> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
  return res.json();
}

/** The newest code sent to this phone, read from the outbox the way a tester reads their phone. */
export async function lastCode(app: FastifyInstance, applicant: Person): Promise<string> {
  const phone = `+${applicant.countryCode}${applicant.mobileNo}`;
  const message = (await outbox(app)).find((m) => m.channel === 'sms' && m.to === phone);
  const code = message?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

export function otpCall(app: FastifyInstance, action: 'generate' | 'resend' | 'verify', applicant: Person, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/otp',
    payload: {
      action,
      email: applicant.email,
      countryCode: applicant.countryCode,
      mobileNo: applicant.mobileNo,
      deviceId: 'test-device',
      uniqueId: 'u1',
      ...extra,
    },
    remoteAddress: addressOf(applicant),
  });
}

/** Creates an application and proves the code: its id and a customer token for it. */
export async function applicantWithToken(app: FastifyInstance, applicant: Person = person(), extra: Record<string, unknown> = {}) {
  const created = await createCall(app, applicant, createBody(applicant, extra));
  if (created.statusCode !== 200) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const { prospectId } = created.json() as { prospectId: string };
  const verified = await otpCall(app, 'verify', applicant, { prospectId, otpToken: await lastCode(app, applicant) });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return { prospectId, token: (verified.json() as { access_token: string }).access_token, applicant, verified: verified.json() as unknown };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function readProspect(app: FastifyInstance, token: string, prospectId: string) {
  return app.inject({ method: 'GET', url: `/api/v1/usertypes/sme/prospects/${prospectId}`, headers: bearer(token) });
}

export async function saveProspect(app: FastifyInstance, token: string, prospectId: string, body: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: `/api/v1/usertypes/sme/prospects/${prospectId}`, headers: bearer(token), payload: body });
}

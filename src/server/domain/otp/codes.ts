import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes, otpSends } from '../../db/tables';
import { emailKey, phoneKey } from '../prospects/columns';
import type { OtpRules } from './rules';

/**
 * One-time codes as plain functions over the database. Nothing here depends on
 * whether an application exists for the phone and e-mail: the answers are the same for anyone.
 * Every time is read from `now()` so tests can move the clock.
 */
export interface OtpDeps {
  db: Db;
  /** the server secret the codes are hashed with */
  secret: string;
  rules: OtpRules;
  now?: () => Date;
  /** CSPRNG integer in [0, max); replaceable only to make tests deterministic */
  randomInt?: (max: number) => number;
}

/** Who a code is for: the phone and the e-mail address it is sent to. */
export interface Recipient {
  countryCode: string;
  mobileNo: string;
  email: string;
}

export interface Channel {
  phone: string;
  email: string;
  /** the key codes are stored under */
  key: string;
}

export function channelOf(recipient: Recipient): Channel {
  const phone = phoneKey(recipient.countryCode, recipient.mobileNo);
  const email = emailKey(recipient.email);
  return { phone, email, key: `${phone}|${email}` };
}

export function hashCode(secret: string, channelKey: string, code: string): string {
  return createHmac('sha256', secret).update(`${channelKey}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newCode(digits: number, random: (max: number) => number = randomInt): string {
  return String(random(10 ** digits)).padStart(digits, '0');
}

/**
 * A refusal says which limit said no (the phone or e-mail's, the client address's, the service's)
 * and when a new code can be asked for again.
 */
export type IssueResult = { ok: true; code: string; expiresAt: Date } | { ok: false; reason: 'sendLimit' | 'addressLimit' | 'busy'; retryAfterSec: number };

/**
 * A new code for the channel, unless the phone and e-mail together already had `sendLimit.maxSends`
 * codes within the window, or the phone or the e-mail (with any partner) is past its burst and
 * had a code less than `perRecipient.paceSec` ago. Earlier codes of the channel stop working.
 */
export async function issueCode(deps: OtpDeps, recipient: Recipient): Promise<IssueResult> {
  const now = (deps.now ?? (() => new Date()))();
  const channel = channelOf(recipient);
  const { sendLimit, validitySec, digits } = deps.rules;
  const { perRecipient } = sendLimit;
  const windowStart = new Date(now.getTime() - sendLimit.windowSec * 1000);
  const recipientStart = new Date(now.getTime() - perRecipient.windowSec * 1000);
  const keptFrom = new Date(Math.min(windowStart.getTime(), recipientStart.getTime()));
  return deps.db.transaction(async (tx) => {
    // Two requests for the same phone or e-mail at once must not both slip under the limit.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${channel.phone}`})), pg_advisory_xact_lock(hashtext(${`otp:${channel.email}`}))`);
    const samePair = and(eq(otpSends.phone, channel.phone), eq(otpSends.email, channel.email), gt(otpSends.sentAt, windowStart));
    const phone = and(eq(otpSends.phone, channel.phone), gt(otpSends.sentAt, recipientStart));
    const email = and(eq(otpSends.email, channel.email), gt(otpSends.sentAt, recipientStart));
    const [sent] = await tx
      .select({
        pair: sql<number>`(count(*) FILTER (WHERE ${samePair}))::int`,
        pairOldest: sql<string | null>`(min(${otpSends.sentAt}) FILTER (WHERE ${samePair}))::text`,
        phone: sql<number>`(count(*) FILTER (WHERE ${phone}))::int`,
        phoneLast: sql<string | null>`(max(${otpSends.sentAt}) FILTER (WHERE ${phone}))::text`,
        email: sql<number>`(count(*) FILTER (WHERE ${email}))::int`,
        emailLast: sql<string | null>`(max(${otpSends.sentAt}) FILTER (WHERE ${email}))::text`,
      })
      .from(otpSends)
      .where(and(or(eq(otpSends.phone, channel.phone), eq(otpSends.email, channel.email)), gt(otpSends.sentAt, keptFrom)));
    const at = (text: string | null) => (text ? new Date(text).getTime() : now.getTime());
    // when each limit that says no lifts: the pair's when its oldest send leaves the window, a
    // recipient's past its burst one pace after its latest send
    const lifts: number[] = [];
    if (Number(sent.pair) >= sendLimit.maxSends) lifts.push(at(sent.pairOldest) + sendLimit.windowSec * 1000);
    for (const [count, last] of [
      [sent.phone, sent.phoneLast],
      [sent.email, sent.emailLast],
    ] as const) {
      const paced = at(last) + perRecipient.paceSec * 1000;
      if (Number(count) >= perRecipient.burst && paced > now.getTime()) lifts.push(paced);
    }
    if (lifts.length > 0) {
      return { ok: false, reason: 'sendLimit', retryAfterSec: Math.max(1, Math.ceil((Math.max(...lifts) - now.getTime()) / 1000)) } as const;
    }

    const code = newCode(digits, deps.randomInt);
    const expiresAt = new Date(now.getTime() + validitySec * 1000);
    await tx
      .update(otpCodes)
      .set({ usedAt: now })
      .where(and(eq(otpCodes.channelKey, channel.key), isNull(otpCodes.usedAt)));
    await tx.insert(otpCodes).values({ channelKey: channel.key, hash: hashCode(deps.secret, channel.key, code), expiresAt, createdAt: now });
    await tx.insert(otpSends).values({ phone: channel.phone, email: channel.email, sentAt: now });
    // Old rows are of no use to anyone: keep the tables small.
    await tx.delete(otpSends).where(lt(otpSends.sentAt, keptFrom));
    await tx.delete(otpCodes).where(lt(otpCodes.expiresAt, windowStart));
    return { ok: true, code, expiresAt } as const;
  });
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'invalid'; attemptsLeft: number } | { ok: false; reason: 'expired'; attemptsLeft: 0 };

/**
 * Checks a code: right once (then used), wrong `maxAttempts` times kills it, and it dies after
 * `validitySec`. The attempt is counted on the live code first, in one statement, and only a
 * counted attempt is compared: parallel guesses on any number of servers get `maxAttempts`
 * comparisons per code, no more (rule CODE-LIMITS).
 */
export async function verifyCode(deps: OtpDeps, recipient: Recipient, code: string): Promise<VerifyResult> {
  const now = (deps.now ?? (() => new Date()))();
  const channel = channelOf(recipient);
  const { maxAttempts } = deps.rules;
  const live = and(eq(otpCodes.channelKey, channel.key), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, now), lt(otpCodes.attempts, maxAttempts));
  const newest = deps.db.select({ id: otpCodes.id }).from(otpCodes).where(live).orderBy(desc(otpCodes.id)).limit(1);
  const [counted] = await deps.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(inArray(otpCodes.id, newest), live))
    .returning({ id: otpCodes.id, hash: otpCodes.hash, attempts: otpCodes.attempts });
  // Hash anyway when there is no live code, so both paths take about as long.
  const offered = hashCode(deps.secret, channel.key, code);
  if (!counted) return { ok: false, reason: 'expired', attemptsLeft: 0 };
  if (sameHash(offered, counted.hash)) {
    const used = await deps.db
      .update(otpCodes)
      .set({ usedAt: now })
      .where(and(eq(otpCodes.id, counted.id), isNull(otpCodes.usedAt)))
      .returning({ id: otpCodes.id });
    return used.length === 1 ? { ok: true } : { ok: false, reason: 'expired', attemptsLeft: 0 };
  }
  return { ok: false, reason: 'invalid', attemptsLeft: Math.max(0, maxAttempts - counted.attempts) };
}

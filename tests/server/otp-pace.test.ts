import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCode } from '../../src/server/domain/otp/codes';
import { otpRules } from '../../src/server/domain/otp/rules';
import { databases, testApp, type TestApp } from './helpers/app';

// The send limits of one-time codes against a person's own phone and e-mail (docs/decisions/0014):
// someone who knows only one of them can slow the person's codes down, never stop them.

describe.each(databases())('code sends paced per phone and per e-mail ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  let n = 0;
  const unique = () => `${process.pid % 1000}${(n += 1)}`.padStart(7, '0').slice(-7);

  it('sends to a phone with other e-mails never lock its owner out: after the burst, one code each pace', async () => {
    const rules = otpRules(t.app.bundle);
    const { burst, paceSec } = rules.sendLimit.perRecipient;
    let clock = new Date('2026-11-27T09:00:00Z').getTime();
    const deps = { db: t.app.db, secret: 's', rules, now: () => new Date(clock) };
    const phone = { countryCode: '971', mobileNo: `55${unique()}` };
    const owner = { ...phone, email: `owner.${unique()}@example.com` };

    // someone who knows the phone only: the burst goes out, then one code each pace, whatever e-mail they pair it with
    const tried = [];
    for (let i = 0; i < burst + 10; i += 1) tried.push(await issueCode(deps, { ...phone, email: `x${i}.${unique()}@example.com` }));
    expect(tried.filter((r) => r.ok)).toHaveLength(burst);
    const refused = tried.find((r) => !r.ok);
    expect(refused).toMatchObject({ ok: false, reason: 'sendLimit' });
    expect(refused && !refused.ok && refused.retryAfterSec).toBeLessThanOrEqual(paceSec);

    // the owner waits at most one pace, then gets a code with their own e-mail
    const now = await issueCode(deps, owner);
    expect(now.ok).toBe(false);
    clock += paceSec * 1000;
    expect((await issueCode(deps, owner)).ok).toBe(true);
    // and the next pace is theirs again if nobody else asks
    clock += paceSec * 1000;
    expect((await issueCode(deps, owner)).ok).toBe(true);
  });

  it('the phone and e-mail together keep their own limit of maxSends per window', async () => {
    const rules = otpRules(t.app.bundle);
    const { maxSends, windowSec } = rules.sendLimit;
    let clock = new Date('2026-11-27T10:00:00Z').getTime();
    const deps = { db: t.app.db, secret: 's', rules, now: () => new Date(clock) };
    const who = { countryCode: '971', mobileNo: `56${unique()}`, email: `pair.${unique()}@example.com` };
    for (let i = 0; i < maxSends; i += 1) expect((await issueCode(deps, who)).ok).toBe(true);
    const over = await issueCode(deps, who);
    expect(over).toMatchObject({ ok: false, reason: 'sendLimit' });
    // the same phone with another e-mail is another pair (within the phone's burst)
    expect((await issueCode(deps, { ...who, email: `other.${who.email}` })).ok).toBe(true);
    clock += windowSec * 1000 + 1000;
    expect((await issueCode(deps, who)).ok).toBe(true);
  });
});

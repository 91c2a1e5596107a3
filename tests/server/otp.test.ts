import { otpRules } from '../../src/server/domain/otp';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, createCall, lastCode, otpCall, outbox, person } from './applicant/support';

describe.each(databases())('one-time codes ($name)', ({ db }) => {
  let t: TestApp;
  let logs = '';
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs += chunk.toString();
        done();
      },
    });
    t = await testApp(db, { logger: { level: 'trace', stream } });
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  it('generate answers the validity and sends the code by SMS and by e-mail', async () => {
    const who = person();
    const res = await otpCall(t.app, 'generate', who);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ mode: 'SMS_EMAIL', otpTokenValidityInSec: 300 });
    expect(new Date(body.otpTokenValidUntil).getTime() - Date.now()).toBeGreaterThan(290_000);
    const sent = (await outbox(t.app)).slice(0, 2);
    const sms = sent.find((m) => m.channel === 'sms');
    const mail = sent.find((m) => m.channel === 'email');
    expect(sms?.to).toBe(`+971${who.mobileNo}`);
    expect(mail?.to).toBe(who.email);
    expect(mail?.subject).not.toBe('');
    const code = sms?.body.match(/\b\d{6}\b/)?.[0];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.body).toContain(code);
  });

  it('a right code verifies once and answers a customer token', async () => {
    const who = person();
    await otpCall(t.app, 'generate', who);
    const code = await lastCode(t.app, who);
    const ok = await otpCall(t.app, 'verify', who, { otpToken: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ verified: true });
    expect(typeof ok.json().access_token).toBe('string');
    const again = await otpCall(t.app, 'verify', who, { otpToken: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].errorCode).toBe('OTP_EXPIRED');
  });

  it('four wrong codes kill the code, counting the attempts left', async () => {
    const who = person();
    await otpCall(t.app, 'generate', who);
    const code = await lastCode(t.app, who);
    const wrong = code === '000000' ? '111111' : '000000';
    const left: number[] = [];
    const messages: string[] = [];
    let message = '';
    for (let i = 0; i < 4; i += 1) {
      const res = await otpCall(t.app, 'verify', who, { otpToken: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorType: 'OtpVerification', errors: [{ errorCode: 'OTP_INVALID' }] });
      expect(typeof res.json().requestId).toBe('string');
      left.push(res.json().attemptsLeft);
      message = res.json().errors[0].message;
      messages.push(message);
    }
    expect(left).toEqual([3, 2, 1, 0]);
    // one attempt is "1 attempt", in the singular
    expect(messages[1]).toBe('The code you entered is not valid. You have 2 attempts left.');
    expect(messages[2]).toBe('The code you entered is not valid. You have 1 attempt left.');
    // the last refusal is one sentence that says what to do, with no count of attempts run into it
    expect(message).toBe('You have entered a wrong code too many times. Please ask for a new code.');
    const right = await otpCall(t.app, 'verify', who, { otpToken: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().attemptsLeft).toBe(0);
  });

  it('a code dies after 300 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const who = person();
    await otpCall(t.app, 'generate', who);
    const code = await lastCode(t.app, who);
    vi.setSystemTime(Date.now() + 301_000);
    const late = await otpCall(t.app, 'verify', who, { otpToken: code });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0].errorCode).toBe('OTP_EXPIRED');
  });

  it('a code still works just before 300 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const who = person();
    await otpCall(t.app, 'generate', who);
    const code = await lastCode(t.app, who);
    vi.setSystemTime(Date.now() + 295_000);
    expect((await otpCall(t.app, 'verify', who, { otpToken: code })).statusCode).toBe(200);
  });

  it('a resend makes the earlier code useless', async () => {
    const who = person();
    await otpCall(t.app, 'generate', who);
    const first = await lastCode(t.app, who);
    await otpCall(t.app, 'resend', who);
    const second = await lastCode(t.app, who);
    if (first !== second) expect((await otpCall(t.app, 'verify', who, { otpToken: first })).statusCode).toBe(400);
    expect((await otpCall(t.app, 'verify', who, { otpToken: second })).statusCode).toBe(200);
  });

  it('a fourth code within 15 minutes to one phone and e-mail is refused, and says when to ask again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const who = person();
    for (let i = 0; i < 3; i += 1) expect((await otpCall(t.app, i === 0 ? 'generate' : 'resend', who)).statusCode).toBe(200);
    const refused = await otpCall(t.app, 'resend', who);
    expect(refused.statusCode).toBe(429);
    // it says when to ask again, in words and in Retry-After (the oldest of the three leaves the 15-minute window)
    expect(refused.json()).toMatchObject({
      errors: [{ errorCode: 'OTP_SEND_LIMIT', message: 'You have asked for a new code too many times. You can ask for another in 15 min.' }],
      retryAfterSec: 900,
    });
    expect(refused.headers['retry-after']).toBe('900');
    vi.setSystemTime(Date.now() + 300_000);
    const later = await otpCall(t.app, 'resend', who);
    expect(later.json()).toMatchObject({ retryAfterSec: 600, errors: [{ message: expect.stringContaining('another in 10 min.') }] });
    vi.setSystemTime(Date.now() + 601_000);
    expect((await otpCall(t.app, 'resend', who)).statusCode).toBe(200);
  });

  it('one e-mail with other phones gets its burst of codes, then one each pace (docs/decisions/0014)', async () => {
    const { burst, paceSec } = otpRules(t.app.bundle).sendLimit.perRecipient;
    const who = person();
    const phones = Array.from({ length: burst + 1 }, () => person().mobileNo);
    for (let i = 0; i < burst; i += 1) expect((await otpCall(t.app, 'generate', { ...who, mobileNo: phones[i] })).statusCode).toBe(200);
    const refused = await otpCall(t.app, 'generate', { ...who, mobileNo: phones[burst] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().retryAfterSec).toBeLessThanOrEqual(paceSec);
    expect(refused.json().errors[0].message).toMatch(/^You have asked for a new code too many times\. You can ask for another in \d+ min\.$/);
  });

  it('the answers are the same whether or not an application exists', async () => {
    const known = (await applicantWithToken(t.app)).applicant;
    const unknown = person();
    const shape = (body: Record<string, unknown>) => Object.keys(body).sort();
    const a = await otpCall(t.app, 'generate', known);
    const b = await otpCall(t.app, 'generate', unknown);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(shape(a.json())).toEqual(shape(b.json()));
    expect({ ...a.json(), otpTokenValidUntil: 0 }).toEqual({ ...b.json(), otpTokenValidUntil: 0 });
    const wa = await otpCall(t.app, 'verify', known, { otpToken: 'x1' });
    const wb = await otpCall(t.app, 'verify', unknown, { otpToken: 'x1' });
    expect(wa.statusCode).toBe(wb.statusCode);
    expect({ ...wa.json(), requestId: '' }).toEqual({ ...wb.json(), requestId: '' });
    const ra = await otpCall(t.app, 'verify', known, { otpToken: await lastCode(t.app, known) });
    const rb = await otpCall(t.app, 'verify', unknown, { otpToken: await lastCode(t.app, unknown) });
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    expect(shape(ra.json())).toEqual(shape(rb.json()));
  });

  it('creating an application sends the first code; the code never reaches the logs', async () => {
    const who = person();
    const res = await createCall(t.app, who);
    expect(res.statusCode).toBe(200);
    const code = await lastCode(t.app, who);
    const verified = await otpCall(t.app, 'verify', who, { otpToken: code, prospectId: res.json().prospectId });
    expect(verified.statusCode).toBe(200);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(code);
  });

  it('bad bodies are refused with 400, never 5xx', async () => {
    const who = person();
    const bodies: unknown[] = [
      {},
      { action: 'explode', ...who },
      { ...who, action: 'verify' },
      { ...who, action: 'generate', mobileNo: 'abc' },
      { ...who, action: 'generate', email: 'nope' },
      [],
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/otp', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const raw = await t.app.inject({ method: 'POST', url: '/api/v1/otp', headers: { 'content-type': 'application/json' }, payload: '{"action":' });
    expect(raw.statusCode).toBe(400);
  });
});

describe('one-time code values (unit)', () => {
  it('are six digits, keeping leading zeros, and are stored only as a keyed hash', async () => {
    const { newCode, hashCode } = await import('../../src/server/domain/otp');
    expect(newCode(6, () => 42)).toBe('000042');
    expect(newCode(6)).toMatch(/^\d{6}$/);
    const hash = hashCode('secret-a', '+971500000000|a@b.co', '000042');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('000042');
    expect(hashCode('secret-b', '+971500000000|a@b.co', '000042')).not.toBe(hash);
    expect(hashCode('secret-a', '+971500000001|a@b.co', '000042')).not.toBe(hash);
  });
});

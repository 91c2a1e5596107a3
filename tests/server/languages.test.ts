import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { addressOf, createBody, outbox, person } from './applicant/support';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** Rule LANG-SERVER: what the server answers and sends is in the language the app asks for. */
describe.each(databases())('the server speaks the page’s language ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  const start = (applicant: ReturnType<typeof person>, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sme/prospects',
      payload: createBody(applicant),
      remoteAddress: addressOf(applicant),
      headers: language ? { 'accept-language': language } : {},
    });

  it('sends the code by SMS and e-mail in Arabic to an applicant who started in Arabic, in English otherwise', async () => {
    const arabic = person();
    expect((await start(arabic, 'ar')).statusCode).toBe(200);
    const english = person();
    expect((await start(english, 'fr-FR, en;q=0.8')).statusCode).toBe(200);
    const sent = await outbox(t.app);
    const to = (who: typeof arabic, channel: string) =>
      sent.find((m) => m.channel === channel && m.to === (channel === 'sms' ? `+${who.countryCode}${who.mobileNo}` : who.email))!;
    expect(to(arabic, 'sms').body).toMatch(ARABIC_LETTER);
    expect(to(arabic, 'sms').body).toMatch(/\b\d{6}\b/);
    expect(to(arabic, 'email').subject).toBe('رمز التحقق الخاص بك في التقديم السريع');
    expect(to(english, 'sms').body).toMatch(/is your Quick Apply verification code/);
  });

  it('refuses a wrong code, with the attempts left in Arabic plural forms', async () => {
    const applicant = person();
    expect((await start(applicant, 'ar')).statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/otp',
      payload: { action: 'verify', email: applicant.email, countryCode: applicant.countryCode, mobileNo: applicant.mobileNo, otpToken: '000000' },
      remoteAddress: addressOf(applicant),
      headers: { 'accept-language': 'ar-AE,ar;q=0.9' },
    });
    expect(wrong.statusCode).toBe(400);
    const { attemptsLeft, errors } = wrong.json() as { attemptsLeft: number; errors: { message: string }[] };
    expect(errors[0].message).toMatch(/^الرمز الذي أدخلته غير صحيح/);
    // the form Arabic takes for that count
    const form = new Intl.PluralRules('ar').select(attemptsLeft);
    if (form === 'two') expect(errors[0].message).toContain('محاولتان');
    if (form === 'few') expect(errors[0].message).toContain(`${attemptsLeft} محاولات`);
  });

  it('words an error answer in Arabic, and in English where the header names no language of the release', async () => {
    const arabic = await t.app.inject({ url: '/api/v1/no/such/route', headers: { accept: 'application/json', 'accept-language': 'ar' } });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json().errors[0].message).toBe('الصفحة أو المورد الذي طلبته غير موجود.');
    const other = await t.app.inject({ url: '/api/v1/no/such/route', headers: { accept: 'application/json', 'accept-language': 'de' } });
    expect(other.json().errors[0].message).toBe('The page or resource you asked for does not exist.');
  });
});

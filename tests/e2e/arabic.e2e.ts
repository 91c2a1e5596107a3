import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { acrossScreen, expectNoAxeViolations, latestMessageTo, launch, openPage, sideways } from './support/browser';
import { html, latinWords } from './support/arabic';
import { newApplicant } from './support/journey';

// Rules WORDS-LANGUAGES, LANG-PAGE, LANG-SERVER: the public pages and the start of an application in Arabic.
describe('in Arabic', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the landing and comparison pages read right to left in Arabic, remembered, with a way back to English', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/?lang=ar');
    await page.getByRole('heading', { level: 1, name: /مرحبًا بك في/ }).waitFor();
    expect(await html(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await latinWords(page)).toEqual([]);
    await expectNoAxeViolations(page, 'landing, Arabic');

    // a link inside the app keeps the language in the address
    await page.getByRole('link', { name: 'قارن الحسابات' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'كل الأعمال تبدأ بحساب. احصل على حسابك الآن.' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('lang')).toBe('ar');
    expect(await latinWords(page)).toEqual([]);
    await expectNoAxeViolations(page, 'comparison, Arabic');

    // the next visit, without the address naming it
    await page.goto('/business/accounts');
    await page.getByRole('heading', { level: 1, name: 'كل الأعمال تبدأ بحساب. احصل على حسابك الآن.' }).waitFor();
    expect(await html(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    // English again, from the switch: its name is written in English
    const english = page.getByRole('link', { name: 'English' });
    expect(await english.getAttribute('lang')).toBe('en');
    await english.click();
    await page.getByRole('heading', { level: 1, name: 'All businesses start with an account. Get yours now.' }).waitFor();
    expect(await html(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByRole('link', { name: 'العربية' }).waitFor();
    await context.close();
  });

  it('on a phone, no Arabic page scrolls sideways', async () => {
    const { context, page } = await openPage(browser, { width: 360, height: 780 });
    for (const [path, heading] of [
      ['/?lang=ar', /مرحبًا بك في/],
      ['/business/accounts?lang=ar', /كل الأعمال تبدأ بحساب/],
      ['/business/accounts/current-account?lang=ar', /الحساب الجاري للأعمال/],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await sideways(page), path).toBe(0);
      await expectNoAxeViolations(page, `${path} at 360 px`);
      if (path.startsWith('/business/accounts/current-account')) {
        // the key-facts statement the page links to is the Arabic one
        const sheet = await page
          .getByRole('link', { name: /بيان الحقائق الأساسية/ })
          .first()
          .getAttribute('href');
        const language = await page.evaluate((href) => fetch(href!).then((answer) => answer.headers.get('content-language')), sheet);
        expect(language, sheet!).toBe('ar');
      }
      if (path.startsWith('/business/accounts?')) {
        // the table opens on the selected account, right beside the features (on their left)
        const inView = (selector: string) => acrossScreen(page, selector);
        const tier = await page.locator('th[data-tier]', { hasText: '(مختار)' }).getAttribute('data-tier');
        expect(await inView(`th[data-tier="${tier}"]`), 'the selected account, in Arabic on a phone').toBe(true);
        expect(await inView('th[data-features]')).toBe(true);
      }
    }
    await context.close();
  });

  it('an applicant who starts in Arabic gets the code in Arabic, and the code page is in Arabic', async () => {
    const { context, page } = await openPage(browser);
    const applicant = newApplicant('ليلى حداد');
    await page.goto('/business/accounts/current-account/application-overview?lang=ar');
    await page
      .getByRole('button', { name: 'ابدأ الطلب' })
      .or(page.getByRole('link', { name: 'ابدأ الطلب' }))
      .first()
      .click();
    await page.waitForURL('**/business/ApplicantInfo**');
    expect(await html(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByLabel('الاسم الكامل').fill(applicant.fullName);
    await page.getByLabel('البريد الإلكتروني').fill(applicant.email);
    await page.getByRole('textbox', { name: /رقم الهاتف المتحرك/ }).fill(applicant.mobile);
    expect(await latinWords(page)).toEqual([]);
    await expectNoAxeViolations(page, 'applicant information, Arabic');
    await page.getByRole('button', { name: 'متابعة' }).click();
    await page.waitForURL('**/business/VerifyOTP**');
    await page.getByRole('textbox', { name: 'الرقم 1 من 6' }).waitFor();
    const mail = await latestMessageTo(applicant.email);
    expect(mail.subject).toBe('رمز التحقق الخاص بك في التقديم السريع');
    expect(mail.body).toMatch(/رمز التحقق الخاص بك في التقديم السريع هو \d{6}/);
    await expectNoAxeViolations(page, 'one-time code, Arabic');
    await context.close();
  });
});

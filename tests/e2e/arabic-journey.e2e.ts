import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { agentLogin, comeBack, journeyToSubmit, openOverview, searchBy, soleProprietor, type JourneyAnswers } from './support/agents';
import { html, latinWords, typedValues } from './support/arabic';
import { expectNoAxeViolations, launch, openPage, sideways } from './support/browser';
import { newCompany } from './support/company';
import { removeUploadFiles, writeUploadFiles, type UploadFiles } from './support/documents';
import { newApplicant, startApplication, type Applicant } from './support/journey';
import { inLanguage, translatorTo } from './support/words';

// Rule LANG-JOURNEY: the whole applicant journey in Arabic, from the landing page to submission,
// then the come-back and the officer's queue, search and application view, at a desktop's and a
// phone's width. The journeys' own helpers drive it, their English names of what is on screen
// looked up in content/ar (support/words.ts). On every page: <html lang="ar" dir="rtl">, axe clean,
// nothing sideways, and no Latin-script word but what the person typed.

const arabic = translatorTo('ar');

describe('the whole journey in Arabic', () => {
  let browser: Browser;
  let files: UploadFiles;
  const applicant: Applicant = newApplicant('Huda Mansoori');
  const answers: JourneyAnswers = soleProprietor('Huda', 'Mansoori');
  const companyName = `Mansoori Arabic ${Date.now() % 100000} LLC`;
  const typed = [...typedValues(applicant), ...typedValues(answers), ...typedValues(newCompany(companyName)), companyName];

  /** What every page in Arabic must be (`outside`: parts of it the Latin-word check leaves out). */
  async function readsInArabic(page: Page, where: string, outside: readonly string[] = []): Promise<void> {
    expect(await html(page), where).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await latinWords(page, typed, outside), where).toEqual([]);
    expect(await sideways(page), where).toBe(0);
    await expectNoAxeViolations(page, `${where}, Arabic`);
  }

  beforeAll(async () => {
    browser = await launch();
    files = await writeUploadFiles();
  });
  afterAll(async () => {
    await browser?.close();
    await removeUploadFiles(files);
  });

  it('an applicant applies in Arabic, from the landing page to the submitted application', async () => {
    const { context, page: own } = await openPage(browser, { width: 1366, height: 900 });
    const page = inLanguage(own, arabic);
    await page.goto('/?lang=ar');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await readsInArabic(page, 'landing');
    await startApplication(page, applicant);
    await readsInArabic(page, 'company information');
    await journeyToSubmit(page, answers, files, companyName);
    await page.getByRole('heading', { level: 1, name: 'Submit your application' }).waitFor();
    await readsInArabic(page, 'submit your application');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/business/ApplicationSubmitted', { timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await readsInArabic(page, 'application submitted');
    await context.close();
  });

  it('comes back on a phone to the application, in Arabic', async () => {
    const { context, page: own } = await openPage(browser, { width: 390, height: 844 });
    const page = inLanguage(own, arabic);
    await page.goto('/?lang=ar');
    await comeBack(page, applicant, async (name) => readsInArabic(page, name));
    await readsInArabic(page, 'my applications');
    await context.close();
  });

  it('an officer finds it in the queue and the search and reads it whole, in Arabic, on a desktop and a phone', async () => {
    for (const width of [1366, 390]) {
      const { context, page: own } = await openPage(browser, { width, height: 900 });
      const page = inLanguage(own, arabic);
      await page.goto('/agent/Login?lang=ar');
      await agentLogin(
        page,
        () => readsInArabic(page, `officer login at ${width} px`),
        () => readsInArabic(page, `work queue at ${width} px`),
      );
      await readsInArabic(page, `search at ${width} px`);
      const results = await searchBy(page, 'E-mail', applicant.email);
      await readsInArabic(page, `search results at ${width} px`);
      await openOverview(page, results, applicant.fullName);
      await page.getByRole('button', { name: 'Show every answer' }).click();
      await page.getByTestId('whole-application').getByRole('term').first().waitFor();
      // All of it in the officer's language: the whole application's labels and choices, the documents'
      // names, the screening lines, the trail's labels and values (the record keeps what was stored)
      await readsInArabic(page, `the application at ${width} px`);
      // the history names and words what no step shows too (agents.json trail.unshownFields), an upload by
      // its document's title: every field has a label, and what is left as stored is a file's own name
      const trail = page.getByTestId('trail');
      expect(await trail.locator('tbody tr td:nth-child(4) [data-stored]').allTextContents()).toEqual([]);
      for (const stored of await trail.locator('[data-stored]').allTextContents()) expect(stored).toMatch(/^[\w.-]+\.(pdf|png|jpe?g)$/);
      await context.close();
    }
  });
});

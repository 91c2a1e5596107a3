import { writeFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations, launch, openPage } from './support/browser';
import { newApplicant, startApplication } from './support/journey';
import { completeCompanyInfo, continueStep, newCompany, typeInto } from './support/company';
import {
  answerOf,
  card,
  expectPersonDone,
  expectStepCompleted,
  fillCompanyShareholder,
  fillIndividual,
  openStep,
  type CompanyShareholder,
  type Individual,
} from './support/stakeholders';

// Issue 5: two stakeholders (an individual signatory with two citizenships and an Emirates ID, a
// company shareholder), shares over 100% refused, Final Questions for the company and the signatory,
// every answer kept across reloads; axe on each page and on each state with errors.
describe('stakeholders and final questions in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const applicant = newApplicant('Mariam Al Falasi');
  const n = Math.floor(Math.random() * 1e6).toString().padStart(6, '0');
  const person: Individual = {
    salutation: 'Ms',
    firstName: 'Mariam',
    lastName: 'Falasi',
    dateOfBirth: '14/07/1985',
    authorityType: 'Any of us can sign',
    share: '60',
    passports: [
      { country: 'United Arab Emirates', number: `A${n}` },
      { country: 'United Kingdom', number: `B${n}` },
    ],
    residence: 'United Arab Emirates',
    emiratesId: `7841985${n}12`,
    email: `mariam.${n}@example.ae`,
    mobile: '501234567',
    home: '509876543',
  };
  const holding: CompanyShareholder = { companyName: 'Falasi Holdings LLC', licence: `HL-${n}`, country: 'United Arab Emirates', licenceDate: '01/06/2012' };

  beforeAll(async () => {
    browser = await launch();
    ({ page } = await openPage(browser));
    const t0 = Date.now();
    page.on('request', (req) => {
      if (req.method() === 'PUT') require('node:fs').appendFileSync('/tmp/fq/net.log', `${Date.now() - t0} PUT ${req.url()} ${req.postData()}\n`);
    });
    page.on('response', async (res) => {
      if (res.request().method() === 'PUT') require('node:fs').appendFileSync('/tmp/fq/net.log', `${Date.now() - t0} ${res.status()} ${(await res.text().catch(() => '')).slice(0, 1500)}\n`);
    });
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail' && page) {
      writeFileSync('/tmp/fq/snap.txt', await page.locator('body').ariaSnapshot().catch((e) => String(e)));
      await page.screenshot({ path: '/tmp/fq/fail.png', fullPage: true }).catch(() => undefined);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists two stakeholders, refusing shares over 100%', async () => {
    await startApplication(page, applicant);
    await completeCompanyInfo(page, newCompany('Falasi Trading LLC'));
    const first = card(page, 0);
    await first.waitFor();
    await expectNoAxeViolations(page, 'stakeholders');

    // Continue on an empty step: the errors are announced at their fields
    await continueStep(first);
    await expect.poll(() => first.getByText('First name is not filled').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'stakeholders, step with errors');

    await fillIndividual(page, first, person);
    await expect.poll(() => page.getByTestId('shares-total').textContent()).toBe('Shares held in total: 60%');

    await page.getByRole('button', { name: 'Add another stakeholder' }).click();
    const second = card(page, 1);
    await second.waitFor();
    await fillCompanyShareholder(page, second, holding, '50');
    await expect.poll(() => second.getByText("Shareholders can't hold more than 100% of shares in total").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'stakeholders, shares over 100%');
    expect(await page.getByRole('button', { name: 'Continue to Final Questions' }).isDisabled()).toBe(true);

    await typeInto(page, second.getByRole('textbox', { name: 'Percentage of shares' }), '40');
    await continueStep(second);
    await expectPersonDone(second);
    await expect.poll(() => page.getByTestId('shares-total').textContent()).toBe('Shares held in total: 100%');
    await expect.poll(() => page.getByRole('button', { name: 'Continue to Final Questions' }).isDisabled()).toBe(false);
    await expectNoAxeViolations(page, 'stakeholders, complete');
  });
});

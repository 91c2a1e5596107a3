import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pagedPdfFile } from '../fixtures/make-files';
import { expectNoAxeViolations, latestMessageTo, launch, openPage } from './support/browser';
import { newApplicant, startApplication } from './support/journey';
import { completeCompanyInfo, continueStep, newCompany, saved, tick } from './support/company';
import { card, expectStepCompleted, fillPersonalInformation } from './support/stakeholders';
import { uploadInto, writeUploadFiles, type UploadFiles } from './support/documents';
import { agentLogin, applicationRow, comeBack, errorScreen, fillKycAnnexure, journeyToSubmit, openOverview, searchBy, soleProprietor } from './support/agents';

// A customer leaves, an agent finds and takes the application (the customer
// then meets 12013), fills the KYC annexure, asks a submitted application for documents which the
// customer uploads, and invites a customer whose link works once. Zero axe violations throughout.
const RO_EDITING = 'We noticed that your application is incomplete. Not to worry, our team is already working on it.';
const USED_INVITE = 'This invitation link has expired or has already been used to start an application.';

describe('agents and the come-back journey in Chromium', () => {
  let browser: Browser;
  let agent: Page;
  let files: UploadFiles;
  const a = newApplicant('Layla Haddad');
  const b = newApplicant('Omar Nuaimi');
  const answersB = soleProprietor('Omar', 'Nuaimi');

  // B's browser after coming back: the come-back session lives in sessionStorage, so B returns to
  // My Applications in it (one code; a phone gets at most three codes in 15 minutes)
  let bBrowser: { context: BrowserContext; page: Page };
  const customer = async (): Promise<{ context: BrowserContext; page: Page }> => openPage(browser);

  beforeAll(async () => {
    browser = await launch();
    ({ page: agent } = await openPage(browser));
    files = await writeUploadFiles();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('customer A starts, completes Company Information and leaves', async () => {
    const { context, page } = await customer();
    await startApplication(page, a);
    await completeCompanyInfo(page, newCompany('Haddad Trading LLC'));
    await context.close();
  });

  it('the agent logs in, finds A by e-mail and opens the overview', async () => {
    await agentLogin(
      agent,
      () => expectNoAxeViolations(agent, 'agent login'),
      () => expectNoAxeViolations(agent, 'work queue'),
    );
    await expectNoAxeViolations(agent, 'search');
    const results = await searchBy(agent, 'E-mail', a.email);
    expect(await results.locator('tbody tr').count()).toBe(1);
    await expectNoAxeViolations(agent, 'search results');
    await openOverview(agent, results, a.fullName);
    await agent.getByRole('heading', { level: 2, name: 'Haddad Trading LLC' }).waitFor();
    await expectNoAxeViolations(agent, 'overview');
    // the officers' pages push analytics events as the customer's pages do
    const events = await agent.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));
    expect(events).toEqual(expect.arrayContaining(['agentLogin', 'agentSearch', 'agentApplicationOverview']));
  });

  it('A comes back and resumes; the agent takes the application; A saving meets the 12013 screen', async () => {
    const { context, page } = await customer();
    await comeBack(page, a, (name) => expectNoAxeViolations(page, name));
    const row = applicationRow(page);
    expect(await row.innerText()).toContain('Incomplete');
    await expectNoAxeViolations(page, 'my applications');
    // the page saves what it changed on arrival (the blank first stakeholder) within seconds: that
    // save lands before the officer takes the application, so A's own next save meets the hold
    const arrivalSave = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/prospects/'), { timeout: 20_000 });
    await row.getByRole('button', { name: /^Finish application/ }).click();
    await page.waitForURL('**/business/StakeholdersInfo', { timeout: 20_000 });
    const first = card(page, 0);
    await first.waitFor();
    expect((await arrivalSave).status()).toBe(200);

    await agent.getByRole('button', { name: 'Edit', exact: true }).click();
    await agent.waitForURL('**/business/StakeholdersInfo', { timeout: 20_000 });
    await agent.getByTestId('agent-bar').waitFor();
    await card(agent, 0).waitFor();
    await expectNoAxeViolations(agent, 'stakeholders in edit-application mode');

    await fillPersonalInformation(page, first, { ...answersB.person, firstName: 'Layla', lastName: 'Haddad' });
    await continueStep(first);
    const screen = errorScreen(page, '12013');
    await screen.waitFor({ timeout: 15_000 });
    expect(await screen.innerText()).toContain(RO_EDITING);
    await expectNoAxeViolations(page, '12013 screen');
    await context.close();

    // the agent leaves the application: back to search releases it
    await agent
      .getByRole('link', { name: 'Back to search' })
      .or(agent.getByRole('button', { name: 'Back to search' }))
      .first()
      .click();
    await agent.waitForURL('**/agent/SearchProspect');
  });

  it('customer B completes the journey to Submit Application and leaves', async () => {
    const { context, page } = await customer();
    await startApplication(page, b);
    await journeyToSubmit(page, answersB, files, 'Nuaimi General Trading LLC');
    await context.close();
  });

  it('the agent edits the KYC annexure of B while B, coming back, meets the 12013 screen', async () => {
    const results = await searchBy(agent, 'E-mail', b.email);
    await openOverview(agent, results, b.fullName);
    await agent.getByRole('button', { name: 'Edit', exact: true }).click();
    await agent.waitForURL(/\/business\/(SubmitApplication|SelectServices)$/, { timeout: 20_000 });
    if (agent.url().endsWith('/SubmitApplication')) {
      await agent.getByRole('link', { name: 'Edit Select services' }).click();
      await agent.waitForURL('**/business/SelectServices');
    }
    const header = agent.getByRole('button', { name: /^5\.\s*KYC Annexure/ });
    await header.waitFor({ timeout: 15_000 });
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    const step = agent
      .getByRole('region')
      .filter({ has: agent.getByRole('button', { name: 'Continue', exact: true }) })
      .first();
    await step.getByRole('textbox', { name: 'Business model' }).waitFor();
    await expectNoAxeViolations(agent, 'KYC annexure');

    bBrowser = await customer();
    await comeBack(bBrowser.page, b);
    await applicationRow(bBrowser.page)
      .getByRole('button', { name: /^Finish application/ })
      .click();
    await errorScreen(bBrowser.page, '12013').waitFor({ timeout: 15_000 });
    expect(await errorScreen(bBrowser.page, '12013').innerText()).toContain(RO_EDITING);

    // what the application and the officer's login already tell is filled in
    const prefilled = (name: string) => step.getByRole('textbox', { name, exact: true }).first().inputValue();
    expect(await prefilled('Company name')).toBe('Nuaimi General Trading LLC');
    expect(await prefilled('Signatory name')).toBe('Omar Nuaimi');
    expect(await prefilled('RO name')).toBe('Demo Agent');
    expect(await prefilled('RO employee ID')).toBe('EMP-1001');
    expect(await step.getByRole('textbox', { name: /^Agent code/ }).inputValue()).toBe('1001');
    // a country list is searched: type, then choose
    await step.getByRole('combobox', { name: 'Power of attorney countries' }).focus();
    await agent.keyboard.type('India', { delay: 30 });
    const india = agent.getByRole('option', { name: 'India', exact: true });
    await india.waitFor();
    await expectNoAxeViolations(agent, 'KYC annexure, a country list open');
    await india.click();
    await step.getByRole('list', { name: 'Chosen for Power of attorney countries' }).getByText('India').waitFor();
    await agent.keyboard.press('Escape');
    await fillKycAnnexure(agent, step, {
      companyName: 'Nuaimi General Trading LLC',
      signatoryName: 'Omar Nuaimi',
      education: "Graduate (bachelor's degree)",
      background: 'Twenty years in general trading between India and the UAE',
      businessModel: 'Imports textiles from India and sells them to retailers in the UAE',
      location: 'Business Premises of the Company',
      date: '10/01/2025',
      time: '10:30',
      period: 'AM',
      roName: 'Demo Agent',
      roEmployeeId: 'EMP-1001',
    });
    expect(await saved(agent, () => continueStep(agent))).toBe(200);
    await expectStepCompleted(agent, 5, 'KYC Annexure');
    await expectNoAxeViolations(agent, 'KYC annexure saved');
    await agent
      .getByRole('link', { name: 'Back to search' })
      .or(agent.getByRole('button', { name: 'Back to search' }))
      .first()
      .click();
    await agent.waitForURL('**/agent/SearchProspect');
  });

  it('B comes back and submits', async () => {
    const { page } = bBrowser;
    await page.goto('/business/MyApplications');
    await applicationRow(page)
      .getByRole('button', { name: /^Finish application/ })
      .click();
    await page.waitForURL(/\/business\/(SubmitApplication|SelectServices)$/, { timeout: 20_000 });
    if (page.url().endsWith('/SelectServices')) {
      await continueStep(page);
      await page.waitForURL('**/business/SubmitApplication', { timeout: 20_000 });
    }
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/business/ApplicationSubmitted', { timeout: 30_000 });
  });

  it('the agent takes B from the queue and asks for documents with a note; B sees Documents needed and uploads on a phone', async () => {
    // the officer's home: the submitted applications of the whole bank (the demo officer supervises)
    await agent.goto('/agent/Queue?scope=bank&status=submitted&sort=updated');
    const line = agent.getByTestId('queue').getByRole('row', { name: new RegExp(b.fullName) });
    await line.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(agent, 'work queue, submitted applications');
    // on a phone each application is a block; nothing scrolls sideways
    await agent.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(agent, 'work queue at 390 px');
    expect(await agent.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await agent.setViewportSize({ width: 1280, height: 900 });
    const take = line.getByRole('button', { name: `Take ${b.fullName} into your book` });
    if (await take.count()) {
      await take.click();
      await line.getByText('In your book').waitFor({ timeout: 15_000 });
    }
    await line.getByRole('link', { name: b.fullName }).click();
    await agent.waitForURL('**/agent/SearchedAppInfo/**');
    await agent.getByTestId('overview-status').waitFor({ timeout: 15_000 });
    // an internal note first: officers only
    const notes = agent.getByRole('region', { name: 'Notes and status history' });
    await notes.getByRole('textbox', { name: 'Note', exact: true }).fill('The statements sent were cut off, ask again.');
    await notes.getByRole('button', { name: 'Add the note' }).click();
    await expect.poll(() => notes.getByTestId('notes').innerText()).toContain('The statements sent were cut off, ask again.');
    const form = agent.locator('section[aria-labelledby="bank-status-title"]');
    await form.getByLabel('New status').selectOption({ label: 'Documents needed' });
    await tick(form.getByRole('group', { name: 'Documents to ask for' }).getByRole('checkbox', { name: 'Company bank statements', exact: true }));
    await form.getByRole('textbox', { name: 'Note for the customer' }).focus();
    await agent.keyboard.type('Please send the statements of the last three months again.');
    await form.getByRole('button', { name: 'Update status' }).click();
    await form.getByRole('status').filter({ hasText: 'Documents needed' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => agent.getByTestId('overview-status').innerText()).toBe('Documents needed');
    await expectNoAxeViolations(agent, 'overview, documents asked for');

    const { context, page } = bBrowser;
    // the customer answers on a phone
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/business/MyApplications');
    const row = applicationRow(page);
    await expect.poll(() => row.innerText()).toContain('Documents needed');
    expect(await row.innerText()).toContain('Please send the statements of the last three months again.');
    await expectNoAxeViolations(page, 'my applications, documents needed');
    await row.getByRole('button', { name: /^Upload Document/ }).click();
    await page.waitForURL('**/business/ReUploadDocuments', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Upload your documents' }).waitFor();
    await page.locator('li[data-document-key]').first().waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 're-upload documents');
    const dir = await mkdtemp(join(tmpdir(), 'qa-e2e-reupload-'));
    const again = join(dir, 'statements-again.pdf');
    await writeFile(again, pagedPdfFile(2));
    await uploadInto(page, 'Company bank statements (last 6 months)', again);
    await expectNoAxeViolations(page, 're-upload documents, uploaded');
    // the bank's messages, never its internal note
    const messages = page.getByRole('region', { name: 'Messages from the bank' });
    expect(await messages.innerText()).toContain('Please send the statements of the last three months again.');
    expect(await page.locator('body').innerText()).not.toContain('The statements sent were cut off');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await context.close();
  });

  it('the agent reads B’s answer on screen (page through, zoom, rotate), notes it, and reads the whole application', async () => {
    // still on B's overview, read again: the customer's upload is there now
    await agent.reload();
    await agent.getByTestId('overview-status').waitFor({ timeout: 15_000 });
    await agent.getByRole('button', { name: 'View Company bank statements (last 6 months)' }).click();
    const viewer = agent.getByTestId('document-viewer');
    await expect.poll(() => viewer.getByTestId('viewer-facts').innerText()).toMatch(/^statements-again\.pdf · \d+ KB · uploaded .+ by Customer$/);
    await expect.poll(() => viewer.getByText(/^Page \d of \d$/).innerText(), { timeout: 15_000 }).toBe('Page 1 of 2');
    const drawn = () =>
      viewer.getByTestId('viewer-page').evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i] < 100 && data[i + 3] > 0) dark += 1;
        return { width: canvas.width, height: canvas.height, dark };
      });
    await expect.poll(async () => (await drawn()).dark).toBeGreaterThan(1000);
    const upright = await drawn();
    expect(upright.height).toBeGreaterThan(upright.width);
    await expectNoAxeViolations(agent, 'document viewer');
    await viewer.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => viewer.getByText(/^Page \d of \d$/).innerText()).toBe('Page 2 of 2');
    expect(await viewer.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => viewer.getByTestId('viewer-zoom').innerText()).toBe('125%');
    await expect.poll(async () => (await drawn()).width).toBeGreaterThan(upright.width);
    await viewer.getByRole('button', { name: 'Rotate' }).click();
    // turned a quarter: the page lies on its side
    await expect
      .poll(async () => {
        const d = await drawn();
        return d.width > d.height;
      })
      .toBe(true);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    const notes = agent.getByRole('region', { name: 'Notes and status history' });
    await expect.poll(() => notes.getByTestId('notes').innerText()).toContain('The customer uploaded statements-again.pdf');
    await notes.getByRole('textbox', { name: 'Note', exact: true }).fill('Statements received, the figures match the licence.');
    await notes.getByRole('button', { name: 'Add the note' }).click();
    await expect.poll(() => notes.getByTestId('notes').innerText()).toContain('Statements received, the figures match the licence.');

    const whole = agent.getByRole('region', { name: 'The whole application' });
    await whole.getByRole('button', { name: 'Show every answer' }).click();
    await whole.getByRole('region', { name: 'Company information' }).waitFor({ timeout: 15_000 });
    expect(await whole.getByRole('region', { name: 'Company information' }).innerText()).toContain('Nuaimi General Trading LLC');
    await expectNoAxeViolations(agent, 'overview with notes and the whole application');
    await agent.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(agent, 'overview at 390 px');
    // nothing sticks out sideways: the widest elements are named when one does
    const wide = await agent.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible' && el.clientWidth > 0)
        .filter((el) => ![...el.children].some((child) => (child as HTMLElement).scrollWidth > (child as HTMLElement).clientWidth + 1))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth}>${el.clientWidth}: ${el.textContent?.slice(0, 60)}`),
    );
    expect(wide).toEqual([]);
    expect(await agent.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await agent.setViewportSize({ width: 1280, height: 900 });

    // the supervisor (the demo officer) reads the trail: the upload as the customer's, the note as theirs
    const trail = agent.getByRole('region', { name: 'Who changed what' });
    await expect.poll(() => trail.getByTestId('trail').innerText()).toContain('Uploaded a file');
    expect(await trail.getByTestId('trail').innerText()).toContain('Wrote a note');
  });

  it('the agent invites a customer; the link opens the application with the agent code, once', async () => {
    await agent.goto('/agent/InviteCustomer');
    await agent.getByLabel('Customer name').waitFor();
    await expectNoAxeViolations(agent, 'invite customer');
    const invited = newApplicant('Sara Khan');
    await agent.getByLabel('Customer name').focus();
    await agent.keyboard.type(invited.fullName);
    await agent.getByLabel('Customer e-mail').focus();
    await agent.keyboard.type(invited.email);
    await agent.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => agent.getByTestId('invite-sent').innerText(), { timeout: 15_000 }).toContain(invited.email);
    await expectNoAxeViolations(agent, 'invite sent');
    // the invite is listed, not opened yet; the page works on a phone
    const sentList = agent.getByTestId('invites');
    await expect
      .poll(() => sentList.getByRole('row', { name: new RegExp(invited.fullName) }).innerText(), { timeout: 15_000 })
      .toContain('Sent, not opened yet');
    await agent.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(agent, 'invites at 390 px');
    expect(await agent.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await agent.setViewportSize({ width: 1280, height: 900 });

    const message = await latestMessageTo(invited.email);
    const link = /https?:\/\/\S+/.exec(message.body)?.[0];
    expect(link).toBeTruthy();
    // opening the link changes nothing: a first look, then the real start
    const look = await customer();
    await look.page.goto(link!);
    await look.page.waitForURL('**/business/accounts?rocode=1001', { timeout: 20_000 });
    await look.context.close();
    const { context, page } = await customer();
    await page.goto(link!);
    // no account chosen yet: the comparison, carrying the officer's code through to Basic Information
    await page.waitForURL('**/business/accounts?rocode=1001', { timeout: 20_000 });
    await page.getByRole('link', { name: 'View Business Current Account' }).first().click();
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page
      .getByRole('button', { name: 'Start application' })
      .or(page.getByRole('link', { name: 'Start application' }))
      .first()
      .click();
    await page.waitForURL('**/business/ApplicantInfo?rocode=1001');
    await page.getByLabel('Full name').waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^Agent code/ }).inputValue()).toBe('1001');
    // whom the officer invited starts Basic Information
    expect(await page.getByLabel('Full name').inputValue()).toBe(invited.fullName);
    expect(await page.getByLabel('Email address').inputValue()).toBe(invited.email);
    await expectNoAxeViolations(page, 'basic information from an invite');
    // starting the application uses the invite up
    await page.getByLabel('Full name').fill(invited.fullName);
    await page.getByLabel('Email address').fill(invited.email);
    await page.getByRole('textbox', { name: /Mobile Number/ }).fill(invited.mobile);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/business/VerifyOTP');
    await context.close();
    // the officer's list says the application was started with it
    await agent.reload();
    await expect
      .poll(
        () =>
          agent
            .getByTestId('invites')
            .getByRole('row', { name: new RegExp(invited.fullName) })
            .innerText(),
        { timeout: 15_000 },
      )
      .toContain('Application started');

    const again = await customer();
    await again.page.goto(link!);
    const screen = errorScreen(again.page, 'EXP101');
    await screen.waitFor({ timeout: 15_000 });
    expect(await screen.innerText()).toContain(USED_INVITE);
    await expectNoAxeViolations(again.page, 'EXP101 screen');
    await again.context.close();
  });
});

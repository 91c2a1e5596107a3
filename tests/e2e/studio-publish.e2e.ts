import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../faults/support/postgres';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations, launch, openPage } from './support/browser';
import { newApplicant, startApplication } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { html } from './support/arabic';
import {
  apiSave,
  checkSays,
  demoAnalystOf,
  editFile,
  openEditor,
  openPreview,
  publishedId,
  publishWith,
  studioLogin,
  studioWordsIn,
  type Analyst,
} from './support/studio';
import { useTarget } from './support/target';

// An analyst changes a live form without a developer: in /studio they change the company name
// limit 50 → 40, its message and a step's title, and publish; new customer pages and the API follow
// at once, a page opened before learns it on its next save; restoring the earlier release brings 50
// back. No rebuild, no restart. This file runs its own server: its publications are its own.
const LIMIT_MESSAGE = 'At most 40 characters, please';
const NEW_TITLE = 'About your company';

type Json = Record<string, any>;
const fortyLimit = {
  'schemas/defs/text.json': (text: Json) => (text.$defs.companyName.maxLength = 40),
  'content/en/messages.json': (messages: Json) => (messages.keywords.maxLength = 'At most {limit} characters, please'),
  'content/en/wizards.json': (wizards: Json) => (wizards.companyInfo.companyDetails = NEW_TITLE),
};

/** What the API answers to a company name saved by hand with the customer's own token. */
const apiSaveOf = (page: Page, companyName: string) => apiSave(page, { organizationInfo: { companyName } });

export async function publishFortyLimit(page: Page, baseUrl: string): Promise<string> {
  for (const [file, change] of Object.entries(fortyLimit)) await editFile(page, baseUrl, file, change);
  await checkSays(page, /found nothing wrong/);
  await expect.poll(() => page.getByTestId('changed-files').textContent()).toContain('schemas/defs/text.json');
  await expect.poll(() => page.getByTestId('reopens').textContent()).toMatch(/reopens steps in \d+ draft/);
  return publishWith(page, 'Company name at most 40 characters');
}

describe('an analyst publishes a change to the running product', () => {
  let server: RunningServer;
  let analyst: Analyst;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    analyst = demoAnalystOf(server.output());
    useTarget({ baseUrl: server.baseUrl });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the desk fits a 1280 px screen and a phone with the longest file open: no sideways scrolling, Publish in view', async () => {
    const { page } = await openPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await studioLogin(page, analyst);
    await openEditor(page);
    await page.getByLabel('File', { exact: true }).selectOption('schemas/rules/screening.json');
    await page.getByRole('textbox', { name: 'Contents of schemas/rules/screening.json' }).waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const publish = await page.getByRole('button', { name: 'Publish' }).boundingBox();
      expect(publish!.x + publish!.width).toBeLessThanOrEqual(width);
    }
    await page.close();
  });

  it('the editor opens a file as git has it: key order and layout kept, nothing reformatted', async () => {
    const { page } = await openPage(browser);
    await studioLogin(page, analyst);
    await openEditor(page);
    for (const file of ['schemas/wizards/companyInfo.json', 'content/en/errors-screens.json']) {
      await page.getByLabel('File', { exact: true }).selectOption(file);
      const editor = page.getByRole('textbox', { name: `Contents of ${file}` });
      await editor.waitFor();
      // each line of the document is a line element of the editor (a file this short is all on screen)
      const shown = await editor.evaluate((node) => [...node.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n'));
      expect(shown).toBe(readFileSync(file, 'utf8'));
    }
    await page.close();
  });

  it('nothing broken can be published: each mistake is named with its file and place', async () => {
    const { page } = await openPage(browser);
    await studioLogin(page, analyst);
    await expectNoAxeViolations(page, 'studio desk');
    const mistakes: [string, (json: Json) => void, string][] = [
      ['schemas/defs/text.json', (text) => (text.$defs.companyName.$ref = '#/$defs/textLin'), 'schemas/defs/text.json at $defs.companyName'],
      ['schemas/steps/companyInfo/companyDetails.ui.json', (ui) => (ui.organizationInfo['ui:order'][0] = 'compnyName'), 'ui:order'],
      ['schemas/rules/otp.json', (otp) => (otp.sendLimit.perAddress.max = 'lots'), 'sendLimit.perAddress.max'],
    ];
    for (const [file, change, named] of mistakes) {
      await editFile(page, server.baseUrl, file, change);
      await checkSays(page, /problems? found/);
      await expect.poll(() => page.getByTestId('findings').textContent()).toContain(file);
      expect(await page.getByTestId('findings').textContent()).toContain(named);
      await page.getByLabel('What changed (shown in the history)').fill('broken');
      expect(await page.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
      await expectNoAxeViolations(page, `studio, a mistake in ${file}`);
      await page.getByRole('button', { name: 'Discard my changes' }).click();
      await checkSays(page, /found nothing wrong/);
    }
  });

  it('the studio in Arabic: findings in Arabic on a desk and a phone, what the analyst wrote isolated, JSON and paths left to right, nothing sideways, axe clean', async () => {
    const { page } = await openPage(browser);
    const words = studioWordsIn('ar');
    await studioLogin(page, analyst, words, '/studio?lang=ar');
    expect(await html(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    // the preview's record and the paths its check names are code: left to right
    await page.getByRole('tab', { name: words.previewTab }).click();
    const record = page.locator('pre[role="region"]');
    await record.waitFor({ timeout: 20_000 });
    expect(await record.evaluate((pre) => getComputedStyle(pre).direction)).toBe('ltr');
    expect(
      await page
        .locator('li code')
        .first()
        .evaluate((code) => getComputedStyle(code).direction),
    ).toBe('ltr');
    await editFile(
      page,
      server.baseUrl,
      'schemas/steps/companyInfo/companyDetails.schema.json',
      (schema) => {
        const fields = schema.properties.organizationInfo.properties;
        fields.companyName.pattern = '^(ab$';
        fields.companyName.maxLenght = 40;
      },
      words,
    );
    // the editor's completion list the pasted text opened is closed, as the analyst closes it to read on
    await page.keyboard.press('Escape');
    const findings = page.getByTestId('findings');
    await expect.poll(() => findings.textContent(), { timeout: 20_000 }).toContain('ليست كلمة مفتاحية');
    // Latin script is left only inside isolates (files, places, what the analyst wrote) and in JSON Schema's own name
    const shown = (await findings.textContent()) ?? '';
    let outsideIsolates = shown;
    while (/\u2068[^\u2068\u2069]*\u2069/.test(outsideIsolates)) outsideIsolates = outsideIsolates.replace(/\u2068[^\u2068\u2069]*\u2069/g, ' ');
    expect(outsideIsolates.replace(/JSON Schema/g, '').match(/[A-Za-z]{2,}/g)).toBeNull();
    const screens = join(import.meta.dirname, '..', '.tmp', 'screens');
    mkdirSync(screens, { recursive: true });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const box = (await findings.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= width, `findings inside the page at ${width} px`).toBe(true);
      // the file's path has room beside the long Arabic label, and the JSON reads left to right
      expect((await page.getByLabel(words.file, { exact: true }).boundingBox())!.width, `the file's select at ${width} px`).toBeGreaterThan(250);
      expect(await page.getByTestId('json-editor').evaluate((editor) => getComputedStyle(editor.querySelector('.cm-content')!).direction)).toBe('ltr');
      await expectNoAxeViolations(page, `studio findings in Arabic at ${width} px`);
      await findings.screenshot({ path: join(screens, `studio-findings-ar-${width}.png`) });
    }
    await page.close();
  });

  it('an analyst translates beside the English: a missing word is named, a word typed in place is published and read on the Arabic page', async () => {
    const { page } = await openPage(browser);
    await studioLogin(page, analyst);
    await page.getByRole('tab', { name: 'Words in other languages' }).click();
    await page.getByLabel('Words file').selectOption('pages');
    await page.getByLabel('Find a word or key').fill('landing.subline');
    const word = page.getByRole('textbox', { name: 'landing.subline in Arabic' });
    await expect.poll(() => word.inputValue()).toBe('ابدأ تلبية احتياجاتك المصرفية عبر الإنترنت، في دقائق!');
    expect(await word.getAttribute('dir')).toBe('rtl');
    await expectNoAxeViolations(page, 'studio, words side by side');
    // a word emptied is one the check names; the word typed in its place is published
    await word.fill('');
    await word.press('Tab');
    await checkSays(page, /problems? found/);
    await word.fill('افتح حساب شركتك عبر الإنترنت في دقائق');
    await word.press('Tab');
    await checkSays(page, /found nothing wrong/);
    await expect.poll(() => page.getByTestId('changed-files').textContent()).toContain('content/ar/pages.json');
    await publishWith(page, 'The Arabic welcome');
    const { page: reader } = await openPage(browser);
    await reader.goto('/?lang=ar');
    await reader.getByText('افتح حساب شركتك عبر الإنترنت في دقائق').first().waitFor();
    await reader.close();
    await page.close();
  });

  it('50 → 40 with its message and a step title: new pages and the API follow, an open page on its next save, and a restore brings 50 back', async () => {
    // a customer already at Company Information, with a 45-character name saved under the old release
    const before = await openPage(browser);
    await startApplication(before.page, newApplicant('Omar Saleh'));
    const firstSave = before.page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/prospects/'), { timeout: 20_000 });
    await before.page.getByLabel('Company name').fill('C'.repeat(45));
    expect((await firstSave).status()).toBe(200);

    const { page } = await openPage(browser);
    await studioLogin(page, analyst);
    const firstId = await publishedId(page);
    await editFile(page, server.baseUrl, 'content/en/wizards.json', fortyLimit['content/en/wizards.json']);
    await checkSays(page, /found nothing wrong/);
    // the preview shows the change as the applicant will see it
    await openPreview(page);
    await expect.poll(() => page.getByTestId('preview-release').textContent(), { timeout: 20_000 }).toMatch(/Your changes/);
    await page.getByLabel('Wizard', { exact: true }).selectOption({ label: 'Company information' });
    await page.getByRole('button', { name: new RegExp(`1\\.\\s*${NEW_TITLE}`) }).waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'studio preview of a change');
    await openEditor(page);
    await page.getByRole('button', { name: 'Discard my changes' }).click();

    const newId = await publishFortyLimit(page, server.baseUrl);
    expect(newId).not.toBe(firstId);
    await expect.poll(() => publishedId(page)).toBe(newId);
    await expectNoAxeViolations(page, 'studio after publishing');

    // a new customer page: the new title, and 45 characters refused with the new message
    const after = await openPage(browser);
    await startApplication(after.page, newApplicant('Mona Aziz'));
    await after.page.getByRole('button', { name: new RegExp(`1\\.\\s*${NEW_TITLE}`) }).waitFor();
    await after.page.getByLabel('Company name').fill('C'.repeat(45));
    await after.page.getByRole('button', { name: 'Continue' }).click();
    await after.page.getByText(LIMIT_MESSAGE).first().waitFor();
    await expectNoAxeViolations(after.page, 'Company Information under the new release');
    // the API refuses the same save with the same words
    const refused = await apiSaveOf(after.page, 'C'.repeat(45));
    expect(refused.status).toBe(400);
    expect(refused.messages).toContain(LIMIT_MESSAGE);

    // the page opened before: its next save names the new release; it loads it and keeps what was typed
    const nextSave = before.page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/prospects/'), { timeout: 20_000 });
    await before.page.getByLabel('Company name').press('End');
    await before.page.keyboard.type('D');
    expect((await nextSave).headers()['quick-apply-release']).toBe(newId);
    await before.page.getByText(LIMIT_MESSAGE).first().waitFor({ timeout: 20_000 });
    expect(await before.page.getByLabel('Company name').inputValue()).toBe(`${'C'.repeat(45)}D`);
    await before.page.getByRole('button', { name: new RegExp(`1\\.\\s*${NEW_TITLE}`) }).waitFor();

    // the earlier release, restored in one action: 45 characters pass again
    await page
      .getByRole('button', { name: `Restore ${firstId}` })
      .first()
      .click();
    // it asks first
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: `Publish ${firstId} again` })
      .click();
    await expect.poll(() => page.getByTestId('desk-message').textContent()).toContain(`Release ${firstId} is published again`);
    const restored = await openPage(browser);
    await startApplication(restored.page, newApplicant('Sara Khan'));
    await restored.page.getByRole('button', { name: /1\.\s*Company Details/ }).waitFor();
    expect((await apiSaveOf(restored.page, 'C'.repeat(45))).status).toBe(200);
  });
});

describe('an analyst publishes on one server; a customer on another server sharing PostgreSQL gets it', () => {
  let servers: RunningServer[] = [];
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let browser: Browser;
  const analyst: Analyst = { userName: 'nadia.analyst', password: 'a-good-long-password' };

  beforeAll(async () => {
    database = await freshDatabase('qa_e2e');
    const env = { DATABASE_URL: database.url };
    // the first server migrates the new database; the analyst is then added as a bank does, then a second server joins
    servers.push(await startServer(env));
    execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/analyst-add.ts', '--username', analyst.userName, '--name', 'Nadia Analyst'], {
      env: { ...process.env, ...env, ANALYST_PASSWORD: analyst.password },
    });
    servers.push(await startServer(env));
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) await server.stop();
    servers = [];
    await database?.drop();
  });

  it('the change is enforced on the other server without a restart, and a restore there too', async () => {
    const [a, b] = servers;
    useTarget({ baseUrl: a.baseUrl });
    const { page } = await openPage(browser);
    await studioLogin(page, analyst);
    const firstId = await publishedId(page);
    const newId = await publishFortyLimit(page, a.baseUrl);

    useTarget({ baseUrl: b.baseUrl });
    const customer = await openPage(browser);
    await startApplication(customer.page, newApplicant('Yusuf Karim'));
    expect(await customer.page.locator('meta[name="quick-apply-release"]').getAttribute('content')).toBe(newId);
    await customer.page.getByRole('button', { name: new RegExp(`1\\.\\s*${NEW_TITLE}`) }).waitFor();
    const refused = await apiSaveOf(customer.page, 'C'.repeat(45));
    expect(refused.status).toBe(400);
    expect(refused.messages).toContain(LIMIT_MESSAGE);

    useTarget({ baseUrl: a.baseUrl });
    await page
      .getByRole('button', { name: `Restore ${firstId}` })
      .first()
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: `Publish ${firstId} again` })
      .click();
    await expect.poll(() => page.getByTestId('desk-message').textContent()).toContain(`Release ${firstId} is published again`);
    await expect.poll(() => apiSaveOf(customer.page, 'C'.repeat(45)).then((answer) => answer.status), { timeout: 5000 }).toBe(200);
  });
});

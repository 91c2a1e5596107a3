import { execFileSync, spawnSync } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { copyOfRepo, repoRoot } from '../core/helpers/load-bundle';
import { EXPORT_FEE, EXPORT_LICENCE, EXPORTS_QUESTION, EXPORTS_TITLE, MARKETS_QUESTION, fileChanges, newFiles } from '../support/analyst-change';
import { soleProprietor } from './support/agents';
import { expectNoAxeViolations, launch, openPage } from './support/browser';
import { continueStep, fillCompanyInfoSteps, newCompany, typeInto } from './support/company';
import { removeUploadFiles, requiredSlotTitles, uploadRequiredDocuments, writeUploadFiles, type UploadFiles } from './support/documents';
import { answerFinalQuestions } from './support/final-questions';
import { newApplicant, startApplication } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { fillServices } from './support/services';
import { answer, completeSoleProprietor, continueFromStakeholders, stepHeader } from './support/stakeholders';
import { addFile, apiSave, checkSays, demoAnalystOf, editFile, publishWith, studioLogin, type Analyst } from './support/studio';
import { useTarget } from './support/target';

// The flow is data: an analyst, in /studio only, adds a step with a new question and one asked only
// on a Yes, moves Upload Documents before Final Questions, asks exporters for an export licence and
// changes the Express fee; publishes; a new applicant meets all of it and submits; the server
// enforces the new question; release:export writes it back as files that differ from the
// repository only where the analyst changed them. This file runs its own server.

/** The navigation list's step titles, in order. */
const stepTitles = (page: Page) => page.getByRole('navigation', { name: /steps/i }).locator('[data-part=step-title]').allTextContents();

/** Lines added and removed by `git diff --no-index` between two files (0, 0 when equal). */
function changedLines(before: string, after: string): { added: number; removed: number } {
  const { stdout } = spawnSync('git', ['diff', '--no-index', '--numstat', before, after], { encoding: 'utf8' });
  const [added = 0, removed = 0] = stdout.trim().split(/\s+/).filter(Boolean).map(Number);
  return { added, removed };
}

/** The JSON files under schemas/ and content/ of a folder, by their path there, with their text. */
async function releaseTexts(root: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const folder of ['schemas', 'content']) {
    const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.json'))) {
      const file = path.join(entry.parentPath, entry.name);
      out.set(path.relative(root, file).split(path.sep).join('/'), await readFile(file, 'utf8'));
    }
  }
  return out;
}

describe('an analyst changes the flow in the studio alone, and a new applicant goes through it', () => {
  let server: RunningServer;
  let analyst: Analyst;
  let browser: Browser;
  let files: UploadFiles;
  let releaseId = '';

  beforeAll(async () => {
    server = await startServer();
    analyst = demoAnalystOf(server.output());
    useTarget({ baseUrl: server.baseUrl });
    browser = await launch();
    files = await writeUploadFiles();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await removeUploadFiles(files);
  });

  it('adds a step and its files, moves a page, asks a document and changes a fee, and publishes', async () => {
    const { page } = await openPage(browser);
    await studioLogin(page, analyst);
    for (const [file, value] of Object.entries(newFiles)) await addFile(page, file, value);
    for (const [file, change] of Object.entries(fileChanges)) await editFile(page, server.baseUrl, file, change);
    await checkSays(page, /found nothing wrong/);
    // the new step's labels: the word each field's title names
    await page.getByLabel('File', { exact: true }).selectOption('schemas/steps/companyInfo/exports.schema.json');
    const labels = page.getByRole('region', { name: "Labels of this step's fields" });
    await expect.poll(() => labels.getByRole('row').filter({ hasText: 'organizationInfo.exportsGoods' }).textContent()).toContain(EXPORTS_QUESTION);
    await expectNoAxeViolations(page, 'studio, a new step added');
    releaseId = await publishWith(page, 'Exports step, documents before final questions, export licence, Express fee');
    await page.close();
  });

  it('a new applicant answers the new step, which the server enforces, and meets the moved page, the document and the fee', async () => {
    const { page } = await openPage(browser);
    const applicant = newApplicant('Huda Mansoori');
    const answers = soleProprietor('Huda', 'Mansoori');
    const name = 'Huda Mansoori';
    await startApplication(page, applicant);
    await fillCompanyInfoSteps(page, newCompany('Mansoori Exports LLC'));

    // the new step, fourth of Company Information; the server refuses what its schema refuses
    await stepHeader(page, 4, EXPORTS_TITLE).waitFor();
    expect((await apiSave(page, { organizationInfo: { exportsGoods: 'perhaps' } })).status).toBe(400);
    await expect.poll(() => page.getByRole('textbox', { name: MARKETS_QUESTION }).count()).toBe(0);
    await answer(page, EXPORTS_QUESTION, 'Yes');
    // asked only on a Yes
    const markets = page.getByRole('textbox', { name: MARKETS_QUESTION });
    await markets.waitFor();
    await expectNoAxeViolations(page, 'the new Exports step');
    await typeInto(page, markets, 'Oman and India');
    await continueStep(page);
    await page.waitForURL('**/business/StakeholdersInfo', { timeout: 20_000 });

    // Upload Documents now comes before Final Questions, in the list and on Continue
    const titles = await stepTitles(page);
    const at = (title: string) => titles.findIndex((text) => text.includes(title));
    expect(at('Upload Documents')).toBeGreaterThan(-1);
    expect(at('Upload Documents')).toBeLessThan(at('Final Questions'));
    await completeSoleProprietor(page, answers.person);
    await continueFromStakeholders(page, 'Upload Documents');
    await page.waitForURL('**/business/UploadDocuments', { timeout: 20_000 });

    // an exporter is asked for the export licence too
    await page.getByRole('heading', { level: 1, name: 'Upload your documents' }).waitFor();
    await expect.poll(() => requiredSlotTitles(page)).toContain(EXPORT_LICENCE);
    await expectNoAxeViolations(page, 'upload documents with the export licence');
    await uploadRequiredDocuments(page, name, files, [[EXPORT_LICENCE, files.licence]]);
    await page.waitForURL('**/business/FinalQuestions', { timeout: 20_000 });

    await answerFinalQuestions(page, answers, name);
    await page.waitForURL('**/business/SelectServices', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Select your services' }).waitFor();
    await fillServices(page, { ...answers.services, express: true }, async (step) => {
      // the new fee, in the sentence that names it
      if (step === 'Express Service') await page.getByText(`AED ${EXPORT_FEE} + VAT`).first().waitFor();
    });

    await page.getByRole('heading', { level: 1, name: 'Submit your application' }).waitFor();
    await expect.poll(() => page.locator('section[data-stage="companyInfo"]').innerText()).toContain(EXPORTS_QUESTION);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/business/ApplicationSubmitted', { timeout: 30_000 });
    await page.close();
  });

  it('release:export writes the release back as files that differ from the repository only where the analyst changed them', async () => {
    const copy = await copyOfRepo();
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/release-export.ts', releaseId, copy.root], {
        cwd: repoRoot,
        env: { ...process.env, QA_URL: server.baseUrl },
      });
      const [before, after] = await Promise.all([releaseTexts(repoRoot), releaseTexts(copy.root)]);
      const differing = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
      expect(differing.sort()).toEqual([...Object.keys(newFiles), ...Object.keys(fileChanges)].sort());
      for (const [file, value] of Object.entries(newFiles)) expect(JSON.parse(after.get(file)!)).toEqual(value);
      for (const file of Object.keys(fileChanges)) {
        const { added, removed } = changedLines(path.join(repoRoot, file), path.join(copy.root, file));
        // a change is the lines it touches, never the file written anew
        expect(added + removed, file).toBeLessThanOrEqual(8);
      }
    } finally {
      await copy.dispose();
    }
  });
});

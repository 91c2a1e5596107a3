import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { saved } from './company';
import { htmlFile, pdfFile, pngFile, tinyPdfFile } from '../../fixtures/make-files';
import { shownAs } from './words';

/** Files on disk, as a person picks them in the file chooser. */
export interface UploadFiles {
  /** the temporary folder holding them (removeUploadFiles deletes it) */
  dir: string;
  licence: string;
  memorandum: string;
  statements: string;
  passport: string;
  emiratesId: string;
  /** a real PDF under the 50 KB minimum */
  tiny: string;
  /** an HTML page named .png */
  htmlAsPng: string;
}

/** Writes the fixtures of tests/fixtures/make-files.ts to a new temporary folder. */
export async function writeUploadFiles(): Promise<UploadFiles> {
  const dir = await mkdtemp(join(tmpdir(), 'qa-e2e-files-'));
  const files: Record<Exclude<keyof UploadFiles, 'dir'>, [string, Buffer]> = {
    licence: ['trade-licence.pdf', pdfFile(80 * 1024)],
    memorandum: ['memorandum.pdf', pdfFile(120 * 1024)],
    statements: ['bank-statements.pdf', pdfFile(300 * 1024)],
    passport: ['passport.png', pngFile(70 * 1024)],
    emiratesId: ['emirates-id.png', pngFile(60 * 1024)],
    tiny: ['small-scan.pdf', tinyPdfFile()],
    htmlAsPng: ['page.png', htmlFile()],
  };
  const out = { dir } as UploadFiles;
  for (const [key, [name, content]] of Object.entries(files) as Array<[Exclude<keyof UploadFiles, 'dir'>, [string, Buffer]]>) {
    const path = join(dir, name);
    await writeFile(path, content);
    out[key] = path;
  }
  return out;
}

export async function removeUploadFiles(files: UploadFiles | undefined): Promise<void> {
  if (files) await rm(files.dir, { recursive: true, force: true });
}

/** A document slot on /business/UploadDocuments, found by its title (the label of its file input). */
export function documentSlot(page: Page, title: string): Locator {
  return page.locator('li[data-document-key]').filter({ has: page.locator('label', { hasText: title }).getByText(title, { exact: true }) });
}

/** The titles of the slots marked Required, in page order. */
export async function requiredSlotTitles(page: Page): Promise<string[]> {
  const slots = page.locator('li[data-document-key]').filter({ has: page.getByText('Required', { exact: true }) });
  return slots.locator('label').allInnerTexts();
}

/** Picks a file for a slot; waits until the slot says it is uploaded. */
export async function uploadInto(page: Page, title: string, path: string): Promise<void> {
  const slot = documentSlot(page, title);
  await slot.getByLabel(title, { exact: true }).setInputFiles(path);
  await expect
    .poll(() => slot.getByText(/^Uploaded: /).textContent(), { timeout: 20_000 })
    .toMatch(new RegExp(`^${shownAs('Uploaded')}: .*${basename(path).split('.')[0]}`));
  expect(await slot.getByRole('alert').count()).toBe(0);
}

/** Picks a file the slot must refuse; answers the message shown at the slot. */
export async function refusedAt(page: Page, title: string, path: string): Promise<string> {
  const slot = documentSlot(page, title);
  await slot.getByLabel(title, { exact: true }).setInputFiles(path);
  const alert = slot.getByRole('alert');
  await alert.waitFor({ timeout: 15_000 });
  expect(await slot.getByText('Not uploaded yet', { exact: true }).count()).toBe(1);
  return (await alert.innerText()).trim();
}

/** The five documents a UAE sole proprietor's company is asked for, and `more` ([title, file]), uploaded; then Continue, saved. */
export async function uploadRequiredDocuments(page: Page, personName: string, files: UploadFiles, more: [string, string][] = []): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Upload your documents' }).waitFor();
  await uploadInto(page, 'Trade licence', files.licence);
  await uploadInto(page, 'Memorandum of association', files.memorandum);
  await uploadInto(page, 'Company bank statements (last 6 months)', files.statements);
  await uploadInto(page, `Passport of ${personName}`, files.passport);
  await uploadInto(page, `Emirates ID of ${personName}`, files.emiratesId);
  for (const [title, file] of more) await uploadInto(page, title, file);
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await expect.poll(() => next.isDisabled()).toBe(false);
  expect(await saved(page, () => next.click())).toBe(200);
}

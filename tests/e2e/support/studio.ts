import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { isolatedIn } from '../../../src/core/messages/bidi';
import { expect } from 'vitest';

/** The studio's own words a test finds its fields and buttons by, in one language of the repository's content. */
export function studioWordsIn(lang: string) {
  const { login, desk } = JSON.parse(readFileSync(`content/${lang}/studio.json`, 'utf8'));
  return {
    userName: login.userName as string,
    password: login.password as string,
    logIn: login.submit as string,
    file: desk.file as string,
    editTab: desk.editTab as string,
    previewTab: desk.previewTab as string,
    // the page isolates a file's name in a right-to-left sentence, as it does every value it sets into one
    contentsOf: (file: string) => (desk.editorLabel as string).replace('{file}', isolatedIn(file, lang)),
  };
}
type StudioWords = ReturnType<typeof studioWordsIn>;
const english = studioWordsIn('en');

export interface Analyst {
  userName: string;
  password: string;
}

/** The demo analyst a server printed on its first embedded start. */
export function demoAnalystOf(output: string): Analyst {
  const found = /Demo analyst: user (\S+), password (\S+)/.exec(output);
  if (!found) throw new Error(`the server printed no demo analyst:\n${output}`);
  return { userName: found[1], password: found[2] };
}

/** /studio: the analyst logs in, and the desk shows the published release. */
export async function studioLogin(page: Page, analyst: Analyst, words: StudioWords = english, address = '/studio'): Promise<void> {
  await page.goto(address);
  await page.getByLabel(words.userName).fill(analyst.userName);
  await page.getByLabel(words.password).fill(analyst.password);
  await page.getByRole('button', { name: words.logIn }).click();
  await page.getByTestId('published-release').waitFor();
}

/** The published release's id, as the desk says it. */
export async function publishedId(page: Page): Promise<string> {
  const text = (await page.getByTestId('published-release').textContent()) ?? '';
  return /([0-9a-f]{16})/.exec(text)?.[1] ?? '';
}

/** A file of the published release, as the server serves it. */
async function publishedFile(baseUrl: string, releaseId: string, file: string): Promise<any> {
  const [folder, ...rest] = file.split('/');
  // the datalists are served apart from the words
  const part = folder === 'content' && rest[0] === 'datalists' ? 'datalists' : folder;
  const answer = await fetch(`${baseUrl}/api/v1/releases/${releaseId}/${part}.json`);
  return (await answer.json())[rest.join('/')];
}

/**
 * Opens `file` in the editor and replaces its text with `change` made to the published file, as an
 * analyst pastes a file they edited: select the file, select all in the editor, paste.
 */
export async function editFile(page: Page, baseUrl: string, file: string, change: (json: any) => void, words: StudioWords = english): Promise<void> {
  await openEditor(page, words);
  await page.getByLabel(words.file, { exact: true }).selectOption(file);
  const editor = page.getByRole('textbox', { name: words.contentsOf(file) });
  await editor.waitFor();
  const json = await publishedFile(baseUrl, await publishedId(page), file);
  change(json);
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(JSON.stringify(json, null, 2));
  await expect.poll(() => page.getByLabel(words.file, { exact: true }).locator('option:checked').textContent()).toContain('*');
}

/** Waits for the check of the working copy to settle, and answers what it says. */
export async function checkSays(page: Page, expected: RegExp): Promise<void> {
  await expect.poll(() => page.getByTestId('check-status').textContent(), { timeout: 20_000 }).toMatch(expected);
}

/** Publishes the working copy with `note`; answers the new release's id. */
export async function publishWith(page: Page, note: string): Promise<string> {
  await page.getByLabel('What changed (shown in the history)').fill(note);
  await page.getByRole('button', { name: 'Publish' }).click();
  const message = page.getByTestId('desk-message');
  await expect.poll(() => message.textContent(), { timeout: 20_000 }).toMatch(/Published release [0-9a-f]{16}/);
  return /([0-9a-f]{16})/.exec((await message.textContent()) ?? '')![1];
}

/** The desk's tab with the preview of the change (the wizards as the applicant and an agent see them). */
export async function openPreview(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Preview' }).click();
  await page.getByLabel('Wizard', { exact: true }).waitFor({ timeout: 20_000 });
}

/** The desk's tab with the editor, the check and publishing. */
export async function openEditor(page: Page, words: StudioWords = english): Promise<void> {
  await page.getByRole('tab', { name: words.editTab }).click();
  await page.getByLabel(words.file, { exact: true }).waitFor();
}

/** Adds a new file in the editor and writes `value` as its text, as an analyst pastes a file they wrote. */
export async function addFile(page: Page, file: string, value: unknown): Promise<void> {
  await openEditor(page);
  await page.getByLabel('Add a new file').fill(file);
  await page.getByRole('button', { name: 'Add the file' }).click();
  const editor = page.getByRole('textbox', { name: `Contents of ${file}` });
  await editor.waitFor();
  // the new file starts with the JSON Schema its kind names, so the editor completes it at once
  await expect.poll(() => editor.textContent()).toContain('"$schema"');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(JSON.stringify(value, null, 2));
  await expect.poll(() => page.getByLabel('File', { exact: true }).locator('option:checked').textContent()).toContain(`${file} *`);
}

/** A save the page makes, sent by hand with the customer's own token: what the API answers to `body`. */
export async function apiSave(page: Page, body: Record<string, unknown>): Promise<{ status: number; messages: string[] }> {
  return page.evaluate(async (change) => {
    const session = JSON.parse(sessionStorage.getItem('quickApply.customerSession') ?? '{}');
    const headers = { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' };
    const url = `/api/v1/usertypes/sme/prospects/${session.prospectId}`;
    // The app saves on its own (arriving at a step, a field it settles), so a version read here may be
    // stale by the time this lands: a 409 means read again and send again, as the app itself does.
    for (let attempt = 0; ; attempt += 1) {
      const record = await (await fetch(url, { headers })).json();
      const answer = await fetch(url, { method: 'PUT', headers, body: JSON.stringify({ version: record.version, ...change }) });
      const reply = await answer.json();
      if (answer.status === 409 && attempt < 5) continue;
      return { status: answer.status, messages: (reply.errors ?? []).map((e: { message: string }) => e.message) };
    }
  }, body);
}

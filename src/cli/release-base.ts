/**
 * The release a folder's files start from, kept beside them in `.release-base` (one release id):
 * release:export writes it with the files, release:publish reads it to tell whether the published
 * release has moved since, and writes it again after publishing. Commit it with the files.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const RELEASE_BASE_FILE = '.release-base';
const ID = /^[0-9a-f]{16}$/;

/** The id the folder records; undefined without one (or with anything that is not an id). */
export async function readReleaseBase(folder: string): Promise<string | undefined> {
  const text = await readFile(path.join(folder, RELEASE_BASE_FILE), 'utf8').catch(() => '');
  const id = text.trim();
  return ID.test(id) ? id : undefined;
}

export async function writeReleaseBase(folder: string, releaseId: string): Promise<void> {
  await writeFile(path.join(folder, RELEASE_BASE_FILE), `${releaseId}\n`);
}

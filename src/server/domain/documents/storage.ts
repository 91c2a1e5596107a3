import { randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, type ReadStream } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Stored names are random UUIDs: nothing the applicant sends ever becomes part of a path. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface DocumentStore {
  readonly dir: string;
  /** Writes the bytes under a new random name and answers that name. */
  write(bytes: Buffer): Promise<string>;
  read(storedName: string): ReadStream;
  remove(storedName: string): Promise<void>;
  /** Removes the folder when it was a temporary one of our own. */
  close(): void;
}

/**
 * Files under `dir` (DATA_DIR/documents, outside public/). Without a folder (in-memory test apps)
 * a temporary one is made and removed on close.
 */
export async function createDocumentStore(dir: string | undefined): Promise<DocumentStore> {
  const temporary = dir === undefined;
  const root = path.resolve(dir ?? mkdtempSync(path.join(tmpdir(), 'qa-documents-')));
  await mkdir(root, { recursive: true, mode: 0o700 });
  const pathOf = (storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw new Error('not a stored document name');
    return path.join(root, storedName);
  };
  return {
    dir: root,
    async write(bytes) {
      const storedName = randomUUID();
      await writeFile(pathOf(storedName), bytes, { flag: 'wx', mode: 0o600 });
      return storedName;
    },
    read: (storedName) => createReadStream(pathOf(storedName)),
    async remove(storedName) {
      await unlink(pathOf(storedName)).catch(() => undefined);
    },
    close() {
      if (temporary) rmSync(root, { recursive: true, force: true });
    },
  };
}

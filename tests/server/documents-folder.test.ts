import { randomUUID } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUpload, moveFolderIn, uploadBytes } from '../../src/server/domain/documents';
import { pdfFile } from '../fixtures/make-files';
import { applicantWithToken } from './applicant/support';
import { tempDir, testApp, type TestApp } from './helpers/app';

/** Files an earlier version kept in DATA_DIR/documents move into the database at start; nothing stays behind. */
describe('moving the documents folder into the database', () => {
  let t: TestApp;
  let folder: ReturnType<typeof tempDir>;
  beforeAll(async () => {
    folder = tempDir('documents-folder');
    t = await testApp({ kind: 'pglite' });
  });
  afterAll(async () => {
    await t?.close();
    folder?.remove();
  });

  it('moves the current file of each slot in, and removes replaced and unknown files', async () => {
    const { prospectId } = await applicantWithToken(t.app);
    const [replaced, current, unknown] = [randomUUID(), randomUUID(), randomUUID()];
    const row = { documentKey: 'MOA_1', documentType: 'MOA', owner: '', mime: 'application/pdf', sizeBytes: 100 };
    await insertUpload(t.app.db, prospectId, { ...row, fileName: 'old.pdf', storedName: replaced });
    await insertUpload(t.app.db, prospectId, { ...row, fileName: 'new.pdf', storedName: current });
    const bytes = pdfFile();
    for (const name of [replaced, current, unknown]) writeFileSync(path.join(folder.dir, name), bytes);

    expect(await moveFolderIn(t.app.db, folder.dir)).toBe(1);
    expect((await uploadBytes(t.app.db, current))?.equals(bytes)).toBe(true);
    expect(await uploadBytes(t.app.db, replaced)).toBeUndefined();
    expect(readdirSync(folder.dir)).toEqual([]);
  });
});

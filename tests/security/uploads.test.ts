import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentProblem } from '../../src/server/domain/documents/content-check';
import { elfFile, emptyFile, exeFile, htmlFile, jpegFile, oversizePdfFile, pdfFile, pngFile } from '../fixtures/make-files';
import { applicantWithToken, person } from '../server/applicant/support';
import { storedFiles, listDocuments, upload, uploadToken } from '../server/documents-helpers';
import { tempDir, testApp, type TestApp } from '../server/helpers/app';

/**
 * The upload attack set: every file is refused with its reason, and nothing is
 * stored (no bytes in the database, no upload counted); a plain PDF is the control.
 */

const KB = 1024;
const BUDGET = { inflateMaxBytes: 16 * 1024 * KB, checkMaxMs: 2000 };

/** A 60 KB PDF with `extra` PDF objects written before its trailer. */
function pdfWith(extra: string): Buffer {
  const plain = pdfFile().toString('latin1');
  const at = plain.indexOf('\ntrailer');
  return Buffer.from(plain.slice(0, at - extra.length) + extra + plain.slice(at), 'latin1');
}

/** A PDF whose action hides in a compressed object stream (PDF 1.5), invisible to a plain text scan. */
function pdfWithCompressedScript(): Buffer {
  const hidden = deflateSync(Buffer.from('4 0 << /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>', 'latin1'));
  const plain = pdfFile().toString('latin1');
  const at = plain.indexOf('\ntrailer');
  const object = Buffer.concat([
    Buffer.from(`\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`, 'latin1'),
    hidden,
    Buffer.from('\nendstream\nendobj', 'latin1'),
  ]);
  const head = Buffer.from(plain.slice(0, at - object.length), 'latin1');
  return Buffer.concat([head, object, Buffer.from(plain.slice(at), 'latin1')]);
}

interface Attack {
  label: string;
  name: string;
  content: Buffer;
  status: number;
  errorCode: string;
}

const ATTACKS: Attack[] = [
  { label: 'a Windows executable renamed .jpg', name: 'setup.jpg', content: exeFile(), status: 415, errorCode: 'DOC_WRONG_TYPE' },
  { label: 'a Linux executable renamed .pdf', name: 'tool.pdf', content: elfFile(), status: 415, errorCode: 'DOC_WRONG_TYPE' },
  { label: 'an HTML page named .png', name: 'page.png', content: htmlFile(), status: 415, errorCode: 'DOC_WRONG_TYPE' },
  {
    label: 'a polyglot: PNG with an HTML page after its end',
    name: 'photo.png',
    content: Buffer.concat([pngFile(), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]),
    status: 422,
    errorCode: 'DOC_HIDDEN_CONTENT',
  },
  {
    label: 'a polyglot: JPEG with a ZIP appended',
    name: 'photo.jpg',
    content: Buffer.concat([jpegFile(), Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00evil.jsPK\x05\x06', 'latin1')]),
    status: 422,
    errorCode: 'DOC_HIDDEN_CONTENT',
  },
  {
    label: 'a polyglot: PDF that is also a web page',
    name: 'statement.pdf',
    content: pdfWith('\n%<html><script>fetch("/api/v1/dev/outbox")</script></html>\n'),
    status: 422,
    errorCode: 'DOC_HIDDEN_CONTENT',
  },
  {
    label: 'a polyglot: PDF with a ZIP after %%EOF',
    name: 'licence.pdf',
    content: Buffer.concat([pdfFile(), Buffer.from('PK\x03\x04\x14\x00payload', 'latin1')]),
    status: 422,
    errorCode: 'DOC_HIDDEN_CONTENT',
  },
  {
    label: 'a PDF with JavaScript on open',
    name: 'js.pdf',
    content: pdfWith('\n6 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >> endobj'),
    status: 422,
    errorCode: 'DOC_ACTIVE_CONTENT',
  },
  {
    label: 'a PDF with an auto-open action (indirect)',
    name: 'open.pdf',
    content: pdfWith('\n7 0 obj << /OpenAction 8 0 R >> endobj\n8 0 obj << /S /URI /URI (http://evil.example) >> endobj'),
    status: 422,
    errorCode: 'DOC_ACTIVE_CONTENT',
  },
  {
    label: 'a PDF with additional actions (/AA)',
    name: 'aa.pdf',
    content: pdfWith('\n9 0 obj << /Type /Page /AA << /O 10 0 R >> >> endobj'),
    status: 422,
    errorCode: 'DOC_ACTIVE_CONTENT',
  },
  {
    label: 'a PDF launching a program',
    name: 'launch.pdf',
    content: pdfWith('\n11 0 obj << /S /Launch /F (cmd.exe) >> endobj'),
    status: 422,
    errorCode: 'DOC_ACTIVE_CONTENT',
  },
  {
    label: 'a PDF with an escaped name (/J#61vaScript)',
    name: 'escaped.pdf',
    content: pdfWith('\n12 0 obj << /S /J#61vaScript /J#53 (x) >> endobj'),
    status: 422,
    errorCode: 'DOC_ACTIVE_CONTENT',
  },
  {
    label: 'a PDF with JavaScript in a compressed object stream',
    name: 'objstm.pdf',
    content: pdfWithCompressedScript(),
    status: 422,
    errorCode: 'DOC_ACTIVE_CONTENT',
  },
  { label: 'an empty file', name: 'empty.pdf', content: emptyFile(), status: 400, errorCode: 'DOC_EMPTY' },
  { label: 'a PDF of 5 MB + 1 byte', name: 'big.pdf', content: oversizePdfFile(), status: 413, errorCode: 'DOC_TOO_LARGE' },
  { label: 'a path-traversal name', name: '../../../../etc/cron.d/evil.pdf', content: pdfFile(), status: 400, errorCode: 'DOC_BAD_NAME' },
  { label: 'a Windows path-traversal name', name: '..\\..\\Windows\\evil.pdf', content: pdfFile(), status: 400, errorCode: 'DOC_BAD_NAME' },
  { label: 'an absolute path', name: '/etc/passwd.pdf', content: pdfFile(), status: 400, errorCode: 'DOC_BAD_NAME' },
  { label: 'a hidden-file name', name: '.htaccess.pdf', content: pdfFile(), status: 400, errorCode: 'DOC_BAD_NAME' },
  { label: 'a 10,000-character name', name: `${'a'.repeat(9_996)}.pdf`, content: pdfFile(), status: 400, errorCode: 'DOC_BAD_NAME' },
];

describe('upload attack set', () => {
  let t: TestApp;
  let folder: ReturnType<typeof tempDir>;
  let a: { prospectId: string; token: string };
  let jwt: string;

  beforeAll(async () => {
    folder = tempDir('security-uploads');
    t = await testApp({ kind: 'pglite' }, { documentsDir: folder.dir });
    a = await applicantWithToken(t.app, person());
    jwt = await uploadToken(t.app, a.token, a.prospectId);
  });
  afterAll(async () => {
    await t?.close();
    folder?.remove();
  });

  const uploadCount = async () => ((await listDocuments(t.app, a.token, a.prospectId)).json() as { uploadCount: number }).uploadCount;

  it.each(ATTACKS)('refuses $label and stores nothing', async ({ name, content, status, errorCode }) => {
    const before = { files: (await storedFiles(t.app)).length, count: await uploadCount() };
    const res = await upload(t.app, a.prospectId, jwt, 'TradeLicense_1', { name, content });
    expect(res.statusCode).toBe(status);
    const body = res.json() as { errors: Array<{ errorCode: string; message: string }> };
    expect(body.errors[0].errorCode).toBe(errorCode);
    expect(body.errors[0].message).toMatch(/\w+ \w+/);
    expect((await storedFiles(t.app)).length).toBe(before.files);
    expect(await uploadCount()).toBe(before.count);
  });

  it('says why an active PDF or a polyglot is refused, in the words of content/en/documents.json', async () => {
    const words = t.app.bundle.content['en/documents.json'] as { messages: Record<string, string> };
    const active = await upload(t.app, a.prospectId, jwt, 'TradeLicense_1', { name: 'js.pdf', content: ATTACKS.find((x) => x.name === 'js.pdf')!.content });
    expect(active.json().errors[0].message).toBe(words.messages.activeContent);
    const hidden = await upload(t.app, a.prospectId, jwt, 'TradeLicense_1', {
      name: 'photo.png',
      content: ATTACKS.find((x) => x.name === 'photo.png')!.content,
    });
    expect(hidden.json().errors[0].message).toBe(words.messages.hiddenContent);
  });

  it('still takes plain files (the control), including a PDF that opens at a page', async () => {
    const goodPdf = await upload(t.app, a.prospectId, jwt, 'TradeLicense_1', {
      name: 'licence.pdf',
      content: pdfWith('\n13 0 obj << /OpenAction [3 0 R /Fit] >> endobj'),
    });
    expect(goodPdf.statusCode).toBe(200);
    const goodPng = await upload(t.app, a.prospectId, jwt, 'MOA_1', { name: 'moa.png', content: pngFile() });
    expect(goodPng.statusCode).toBe(200);
    expect((await storedFiles(t.app)).length).toBe(2);
  });
});

describe('contentProblem (the check behind the upload route)', () => {
  it('passes the plain fixtures and flags each attack', async () => {
    expect(await contentProblem(pdfFile(), 'application/pdf', BUDGET)).toBeUndefined();
    expect(await contentProblem(pngFile(), 'image/png', BUDGET)).toBeUndefined();
    expect(await contentProblem(jpegFile(), 'image/jpeg', BUDGET)).toBeUndefined();
    expect(await contentProblem(pdfFile(5 * 1024 * KB), 'application/pdf', BUDGET)).toBeUndefined();
    expect(await contentProblem(pdfWithCompressedScript(), 'application/pdf', BUDGET)).toBe('activeContent');
    expect(await contentProblem(pdfWith('\n<< /OpenAction 3 0 R >>'), 'application/pdf', BUDGET)).toBe('activeContent'); // 3 0 obj is a dictionary
    expect(await contentProblem(pdfWith('\n<< /JSON (not a script) >>'), 'application/pdf', BUDGET)).toBeUndefined();
    expect(await contentProblem(Buffer.concat([jpegFile(), Buffer.from('\n\n\0\0')]), 'image/jpeg', BUDGET)).toBeUndefined();
  });
});

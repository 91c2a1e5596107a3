import { beforeAll, describe, expect, it } from 'vitest';
import { documentRules, fileProblem, HEAD_BYTES, isAcceptableFileName, sizeWords, sniffMime, type UploadRules } from '../../../src/core/documents';
import { interpolate, lookup } from '../../../src/core/messages/format';
import { uploadFixtures } from '../../fixtures/make-files';
import { repoBundle } from '../helpers/load-bundle';

let rules: UploadRules;
beforeAll(async () => {
  rules = documentRules(await repoBundle()).upload;
});

const facts = (name: string, content: Buffer) => ({ name, size: content.length, mime: sniffMime(new Uint8Array(content.subarray(0, HEAD_BYTES))) });

describe('file checks (the browser half)', () => {
  const expected: Record<string, string | undefined> = {
    'a 60 KB PDF': undefined,
    'a 60 KB PNG': undefined,
    'a 60 KB JPEG': undefined,
    'a PDF under 50 KB': 'tooSmall',
    'a PDF of 5 MB + 1 byte': 'tooLarge',
    'an HTML file named .png': 'wrongType',
    'a PNG renamed .pdf': 'wrongType',
    'an ELF executable renamed .pdf': 'wrongType',
    'an MZ executable renamed .jpg': 'wrongType',
    'an empty file': 'empty',
  };
  for (const fixture of uploadFixtures()) {
    it(`${fixture.label}: ${expected[fixture.label] ?? 'accepted'}`, () => {
      expect(fileProblem(facts(fixture.fileName, fixture.content), rules)).toBe(expected[fixture.label]);
      expect(expected[fixture.label] === undefined).toBe(fixture.accepted);
    });
  }

  it('sizes at the edges: exactly 5 MB and exactly 50 KB are accepted', () => {
    expect(fileProblem({ name: 'a.pdf', size: rules.maxBytes, mime: 'application/pdf' }, rules)).toBeUndefined();
    expect(fileProblem({ name: 'a.pdf', size: rules.minBytes, mime: 'application/pdf' }, rules)).toBeUndefined();
    expect(fileProblem({ name: 'a.pdf', size: rules.minBytes - 1, mime: 'application/pdf' }, rules)).toBe('tooSmall');
    expect(fileProblem({ name: 'a.pdf', size: 1000, mime: 'application/pdf' }, rules, 500)).toBeUndefined();
  });

  it('accepts JPEG under .jpeg and any case of extension', () => {
    expect(fileProblem({ name: 'A.JPEG', size: 60_000, mime: 'image/jpeg' }, rules)).toBeUndefined();
  });

  it('refuses names with folders, control characters, leading dots or over the length limit', () => {
    for (const name of ['../x.pdf', 'a/b.pdf', 'a\\b.pdf', 'x\u0000.pdf', '.hidden.pdf', `${'a'.repeat(10_000)}.pdf`, '   ']) {
      expect(isAcceptableFileName(name, rules), name).toBe(false);
    }
    expect(isAcceptableFileName('Trade licence (2024) – copy.pdf', rules)).toBe(true);
  });
});

describe("a refused file's sentence names the rule's sizes", () => {
  it('the sizes of the upload rules, and a document rule’s own minimum where it has one', async () => {
    const bundle = await repoBundle();
    const words = bundle.content['en/documents.json'];
    expect(interpolate(lookup(words, 'messages.tooLarge')!, sizeWords(rules))).toBe('File size exceeded (5Mb maximum)');
    expect(interpolate(lookup(words, 'messages.tooSmall')!, sizeWords(rules))).toBe(
      'Document size is insufficient. Please upload a document that is at least 50KB to continue.',
    );
    // an analyst raises the limits: the sentences follow, and a document with its own minimum says its own
    const raised = { ...rules, maxBytes: 10 * 1024 * 1024, minBytes: 100 * 1024 };
    expect(interpolate(lookup(words, 'messages.tooLarge')!, sizeWords(raised))).toBe('File size exceeded (10Mb maximum)');
    expect(interpolate(lookup(words, 'messages.tooSmall')!, sizeWords(raised, 20 * 1024))).toContain('at least 20KB');
  });
});

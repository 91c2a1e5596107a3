import { beforeAll, describe, expect, it } from 'vitest';
import { documentRules, fileProblem, HEAD_BYTES, isAcceptableFileName, sniffMime, type UploadRules } from '../../../src/core/documents';
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

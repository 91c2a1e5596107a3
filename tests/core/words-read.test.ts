import { describe, expect, it } from 'vitest';
import { scanWordsRead } from '../../src/cli/scan-words-read';
import wordsReadByCode from '../../src/core/messages/words-read-by-code.json';
import { unreadWords } from '../../src/core/messages/words-read';
import { repoBundle, repoRoot, withFile } from './helpers/load-bundle';

// The schema check reports a word nothing reads: what the code reads is kept in a file that
// `npm run schemas:json` writes, and it must be the code's of today.
describe('the words the code reads', () => {
  it('are the ones kept for the schema check (npm run schemas:json writes them)', async () => {
    expect(await scanWordsRead(repoRoot), 'the code reads other words now: run npm run schemas:json').toEqual(wordsReadByCode);
  });

  it('count a word as read when the code names it, names its last parts, or builds a key that fits it', async () => {
    const bundle = await repoBundle();
    const byCode = { names: ['bar.label', 'dataDirLocked'], patterns: ['^statuses\\..+\\.caption$'] };
    const words = { bar: { label: 'x', other: 'y' }, server: { dataDirLocked: 'z' }, statuses: { Open: { caption: 'c', button: 'b' } }, files_one: 'f' };
    const only = withFile({ schemas: {}, content: {} }, 'content', 'en/sample.json', () => words);
    expect(unreadWords(only, 'en', byCode)).toEqual([
      ['en/sample.json', 'bar.other'],
      ['en/sample.json', 'statuses.Open.button'],
      ['en/sample.json', 'files_one'],
    ]);
    // a key an analysts' file names (a wizard's titleKey) is read
    const named = withFile(only, 'schemas', 'wizards/x.json', () => ({ titleKey: 'files' }));
    expect(unreadWords(named, 'en', byCode).map(([, key]) => key)).not.toContain('files_one');
    expect(unreadWords(bundle, 'en', wordsReadByCode)).toEqual([]);
  });
});

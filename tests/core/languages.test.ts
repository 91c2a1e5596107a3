import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { checkSchemas, formatProblem } from '../../src/core/schema/check';
import { languagesOf, missingWords } from '../../src/core/messages/languages';
import { pluralCategories } from '../../src/core/messages/plural';
import { findingSayer } from '../../src/core/schema/finding-words';
import { createRegistry } from '../../src/core/schema/registry';
import { repoBundle, withFile } from './helpers/load-bundle';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('every word in every language of the release (rule WORDS-LANGUAGES)', () => {
  let bundle: Bundle;
  beforeAll(async () => {
    bundle = await repoBundle();
  });

  it('the repository speaks English and Arabic, and Arabic has every word, plural form and datalist label', () => {
    expect(languagesOf(bundle)).toEqual(['en', 'ar']);
    expect(missingWords(bundle, findingSayer(bundle.content))).toEqual([]);
    expect(pluralCategories('ar')).toEqual(['few', 'many', 'one', 'two', 'zero', 'other']);
  });

  it('a missing word, plural form, datalist label or file is refused by the check, naming file and key', () => {
    const without = withFile(bundle, 'content', 'ar/agent.json', (words) => {
      delete words.bar.logout;
      delete words.search.found_few;
      words.bar.extra = 'زائد';
      words.search.intro = ' ';
      return words;
    });
    const noLabel = withFile(without, 'content', 'ar/datalists.json', (labels) => {
      delete labels.emirates.DXB;
      delete labels.industries.GT02;
      return labels;
    });
    const noFile = withFile(noLabel, 'content', 'ar/otp.json', () => undefined);
    const problems = checkSchemas(noFile).map(formatProblem);
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/ar/agent.json at bar.logout: "bar.logout" has no ar words (content/en/agent.json has it)',
        'content/ar/agent.json at search.found_few: "search.found" is said with a count: ar needs its "few" form too (few, many, one, two, zero, other)',
        expect.stringMatching(/^content\/ar\/agent.json at search.intro: "search.intro" is empty in ar \(content\/en\/agent.json says ".+"\)$/),
        'content/ar/agent.json at bar.extra: "bar.extra" is no word of content/en/agent.json: remove it, or add it there first',
        'content/ar/datalists.json at emirates.DXB: the emirates choice "Dubai" (DXB) has no ar label',
        'content/ar/datalists.json at industries.GT02: the industries choice "Import and export" (GT02) has no ar label',
        'content/ar/otp.json: the ar words of content/en/otp.json are missing: every word needs its ar',
      ]),
    );
  });

  it('a registry in Arabic labels the choices, titles the steps and words its messages in Arabic', () => {
    const arabic = createRegistry(bundle, { lang: 'ar' });
    expect(arabic.datalist('emirates').find((item) => item.code === 'DXB')?.label).toBe('دبي');
    const trading = arabic.datalist('industries').find((item) => item.code === 'GENERAL_TRADING') as unknown as {
      label: string;
      subCategories: { code: string; label: string }[];
    };
    expect(trading.label).toMatch(ARABIC_LETTER);
    expect(trading.subCategories.every((sub) => ARABIC_LETTER.test(sub.label))).toBe(true);
    const [first] = arabic.wizard('companyInfo').steps;
    expect(arabic.text('wizards', first.titleKey)).toBe('بيانات الشركة');
    const [error] = arabic.validateValue('companyInfo/companyDetails', { organizationInfo: {} }, 'submit');
    expect(error.message).toMatch(ARABIC_LETTER);
    // the English registry is as it was
    expect(
      createRegistry(bundle)
        .datalist('emirates')
        .find((item) => item.code === 'DXB')?.label,
    ).toBe('Dubai');
  });
});

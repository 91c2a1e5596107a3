import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { wholeApplication } from '../../src/core/records/whole-application';
import { createRegistry } from '../../src/core/schema/registry';
import { repoBundle } from './helpers/load-bundle';

// Rule WHOLE-APP with LANG-FORMATS: the officer reads every answer's label and every choice in words,
// in the language they read; a list of choices (a combobox per row) is named choice by choice.
describe('the whole application in words', () => {
  let bundle: Bundle;
  beforeAll(async () => {
    bundle = await repoBundle();
  });
  const record = {
    orgKYCDetails: {
      topOriginGoodsCountries: ['CN', 'IN'],
      otherBankingRelationshipsInfo: { otherBankingRelationshipsExist: 'no' },
    },
  };
  const rowOf = (lang: string, label: RegExp) =>
    wholeApplication(createRegistry(bundle, { lang }), record, ['finalQuestionsCompany'], (n) => `Person ${n + 1}`)
      .flatMap((section) => section.steps.flatMap((step) => step.rows))
      .find((row) => label.test(row.label));

  it('names each country of a list by its label, not its code', () => {
    expect(rowOf('en', /origin of goods/i)?.value).toBe('China, India');
  });

  it('in Arabic, the labels and the choices are Arabic', () => {
    const row = rowOf('ar', /دول منشأ البضائع/);
    expect(row?.value).toBe('الصين, الهند');
    expect(row?.label).not.toMatch(/[A-Za-z]/);
  });
});

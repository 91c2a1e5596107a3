import { describe, expect, it } from 'vitest';
import { fieldLabels } from '../../../src/web/features/studio/FieldLabels';
import { repoBundle, withFile } from '../../core/helpers/load-bundle';

describe("the studio's labels of a step's fields", () => {
  it('names, for each field of a step, the key its title names and the word that is its label, from its schema or its UI file', async () => {
    const bundle = await repoBundle();
    const labels = fieldLabels(bundle, 'schemas/steps/companyInfo/companyDetails.schema.json', 'en');
    expect(labels).toContainEqual({ field: 'organizationInfo.companyName', key: 'companyInfo.companyName', word: 'Company name' });
    expect(fieldLabels(bundle, 'schemas/steps/companyInfo/companyDetails.ui.json', 'en')).toEqual(labels);
    // a field read through a shared definition ($ref) keeps the title its step gives it
    expect(fieldLabels(bundle, 'schemas/steps/companyInfo/license.schema.json', 'en').map((l) => l.field)).toContain('organizationInfo.licenseIssueDate');
    expect(fieldLabels(bundle, 'schemas/rules/otp.json', 'en')).toEqual([]);
  });

  it('says when the key names no word, and follows the working copy', async () => {
    const bundle = withFile(await repoBundle(), 'schemas', 'steps/companyInfo/companyDetails.schema.json', (s) => {
      s.properties.organizationInfo.properties.companyName.title = 'companyInfo.companyNameX';
      return s;
    });
    const name = fieldLabels(bundle, 'schemas/steps/companyInfo/companyDetails.schema.json', 'en').find((l) => l.field === 'organizationInfo.companyName');
    expect(name).toEqual({ field: 'organizationInfo.companyName', key: 'companyInfo.companyNameX', word: undefined });
  });
});

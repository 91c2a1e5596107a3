import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, type Registry } from '../../src/core/schema/registry';
import { createRjsfValidator } from '../../src/core/schema/rjsf-validator';
import { copyOfRepo, editJson, loadBundle, repoBundle } from './helpers/load-bundle';

/** The server half: an analyst changes only JSON and the validators follow. */
describe('analyst proof', () => {
  let copy: Awaited<ReturnType<typeof copyOfRepo>>;
  let changed: Registry;
  let original: Registry;

  beforeAll(async () => {
    copy = await copyOfRepo();
    await editJson(copy.root, 'schemas/defs/text.json', (defs) => (defs.$defs.companyName.maxLength = 40));
    await editJson(copy.root, 'content/en/messages.json', (m) => (m.keywords.maxLength = 'No more than {limit} characters, please'));
    await editJson(copy.root, 'content/en/wizards.json', (w) => (w.companyInfo.companyDetails = 'About your company'));
    changed = createRegistry(await loadBundle(copy.root));
    original = createRegistry(await repoBundle());
  });
  afterAll(() => copy.dispose());

  const record = (companyName: string) => ({ organizationInfo: { companyName } });

  it('applies the new limit and the new sentence on the server path', () => {
    expect(changed.validateValue('companyInfo/companyDetails', record('A'.repeat(40)), 'draft')).toEqual([]);
    expect(changed.validateValue('companyInfo/companyDetails', record('A'.repeat(41)), 'draft').map((e) => e.message)).toEqual([
      'No more than 40 characters, please',
    ]);
    // the repository itself still says 50
    expect(original.validateValue('companyInfo/companyDetails', record('A'.repeat(41)), 'draft')).toEqual([]);
  });

  it('applies them in the RJSF validator and the rendered schema', () => {
    const step = changed.step('companyInfo/companyDetails');
    expect((step.schema as any).properties.organizationInfo.properties.companyName.maxLength).toBe(40);
    const result = createRjsfValidator(changed, 'submit').validateFormData(
      { organizationInfo: { companyName: 'A'.repeat(41) }, orgKYCDetails: { companyCategory: 'LLC' } },
      step.schema as any,
    );
    expect(result.errors.map((e) => e.message)).toEqual(['No more than 40 characters, please']);
  });

  it('shows the new step title', () => {
    const [first] = changed.wizard('companyInfo').steps;
    expect(changed.text('wizards', first.titleKey)).toBe('About your company');
    expect(original.text('wizards', first.titleKey)).toBe('Company Details');
  });
});

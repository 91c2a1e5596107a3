import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../src/core/schema/registry';
import { figuresOf } from '../../src/core/messages/figures';
import { repoBundle, withFile } from './helpers/load-bundle';

describe('figures in words', () => {
  it('fill a word from the release’s rules files, so a fee has one home', async () => {
    const bundle = await repoBundle();
    expect(figuresOf(bundle)).toMatchObject({ 'services.express.chargeAmount': 250, 'services.express.chargeCurrency': 'AED', 'packages.plus.cost': 49 });
    const help = (b: typeof bundle) => createRegistry(b).text('fields', 'services.expressHelp');
    expect(help(bundle)).toBe('Your account is opened faster, for a charge of AED 250 + VAT. Express accounts are in AED only.');
    const dearer = withFile(bundle, 'schemas', 'rules/services.json', (s) => ((s.express.chargeAmount = 1250), s));
    expect(help(dearer)).toBe('Your account is opened faster, for a charge of AED 1,250 + VAT. Express accounts are in AED only.');
    // what the caller passes wins over a figure of the same name
    expect(createRegistry(bundle).text('packages', 'price', { cost: 7 })).toBe('AED 7/month');
  });
});

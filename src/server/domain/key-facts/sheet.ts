/**
 * An account's key-facts statement, made from one release's files: the figures from
 * schemas/rules/accounts.json (comparison), packages.json (costs) and services.json (the Express
 * charge, named by the words as {services.express.chargeAmount}), the words from content/<lang>
 * (accounts, packages, key-facts), in the registry's language. Publishing a new fee changes
 * the sheet with the page: the figures have one home.
 */
import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import { groupDigits } from '../../../core/messages/group-digits';
import type { AccountsRules, ComparisonValue, Tier } from '../../../core/rules/accounts';
import type { PackageRule } from '../../../core/rules/packages';
import type { Registry } from '../../../core/schema/registry';
import type { TextLine } from './pdf';
import { sheetWriter, type SheetWriter } from './writer';

/** A comparison value (accounts.json `comparison`) in words: amounts grouped, a mandatory package with its cost. */
export function comparisonText(word: SheetWriter['word'], packages: readonly PackageRule[]): (value: ComparisonValue) => string {
  return (value) => {
    switch (value.kind) {
      case 'amount':
        return word('accounts', 'comparison.values.amount', { amount: groupDigits(value.amount) });
      case 'mandatory': {
        const plan = packages.find((p) => p.key === value.package);
        return word('accounts', 'comparison.values.mandatory', {
          package: word('packages', `${value.package}.short`),
          cost: plan ? groupDigits(plan.cost) : '',
        });
      }
      default:
        return word('accounts', `comparison.values.${value.kind}`);
    }
  };
}

/** The file name of an account's key-facts statement: the last part of its `keyFacts` address ("starter.pdf"). */
const sheetFileOf = (account: { keyFacts: string }) => account.keyFacts.split('/').pop() ?? '';

/** The file names of a release's key-facts statements, one per account ("starter.pdf"). */
export function keyFactsFiles(bundle: Bundle): string[] {
  return schemaFile<AccountsRules>(bundle, 'rules/accounts.json').accounts.map(sheetFileOf);
}

/** The statement of the account whose `keyFacts` file is `file` ("starter.pdf"); undefined for none. */
export async function keyFactsSheet(bundle: Bundle, registry: Registry, file: string): Promise<Buffer | undefined> {
  const accounts = schemaFile<AccountsRules>(bundle, 'rules/accounts.json');
  const account = accounts.accounts.find((a) => sheetFileOf(a) === file);
  if (!account) return undefined;
  const packages = schemaFile<{ packages: PackageRule[] }>(bundle, 'rules/packages.json').packages;
  const { word, paragraph, write } = sheetWriter(registry);
  const t = (key: string, vars?: Record<string, unknown>) => word('key-facts', key, vars);
  const tier = account.tier as Tier;
  const variant = account.islamicBanking ? 'islamic' : 'conventional';
  const name = t(`account.${variant}`, { name: word('accounts', `tiers.${tier}.name`) });

  const valueText = comparisonText(word, packages);
  const valuePackage = accounts.comparison.find((row) => row.row === 'valuePackage')?.[tier];
  const packageLine = (plan: PackageRule) =>
    t(
      plan.mandatoryWith.includes(tier) || (valuePackage?.kind === 'mandatory' && valuePackage.package === plan.key) ? 'package.mandatory' : 'package.optional',
      {
        name: word('packages', `${plan.key}.name`),
        cost: groupDigits(plan.cost),
      },
    );
  const condition = t(`conditions.${tier}.${variant}`);

  const lines: TextLine[] = [
    { text: t('title'), font: 'bold', size: 20 },
    { text: name, font: 'bold', size: 14, gap: 14 },
    { text: t(`variant.${variant}`), font: 'regular', size: 11, gap: 4 },
    { text: t('charges'), font: 'bold', size: 12, gap: 16 },
    ...accounts.comparison.map((row, i): TextLine => ({
      text: word('accounts', `comparison.rows.${row.row}`),
      value: valueText(row[tier]),
      font: 'regular',
      size: 10,
      gap: i === 0 ? 4 : 2,
    })),
    { text: t('packages'), font: 'bold', size: 12, gap: 16 },
    ...packages.flatMap((plan) => paragraph(packageLine(plan), 10, 3)),
    { text: t('other'), font: 'bold', size: 12, gap: 16 },
    ...[t('express'), ...(condition ? [condition] : [])].flatMap((line) => paragraph(line, 10, 3)),
    ...paragraph(t(`notes.${variant}`), 9, 24),
  ];
  return write(`${t('title')} - ${name}`, lines);
}

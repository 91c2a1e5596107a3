/**
 * The product's other sheets, made from one release's files like the key-facts statements: the
 * Express Service terms, each value package's sheet and the Service and Price Guide. Their words are
 * content/<lang>/sheets.json; every figure in them is named there or read from the rules files
 * (services.json, packages.json, accounts.json), so a fee has one home. A name ending in
 * `-islamic` is the RAKislamic sheet.
 */
import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import { groupDigits } from '../../../core/messages/group-digits';
import type { AccountsRules } from '../../../core/rules/accounts';
import type { PackageRule } from '../../../core/rules/packages';
import type { Registry } from '../../../core/schema/registry';
import type { TextLine } from './pdf';
import { comparisonText } from './sheet';
import { sheetWriter, type SheetWriter } from './writer';

type Variant = 'conventional' | 'islamic';

/** The sheets by their file name without `-islamic.pdf` / `.pdf`; a package's is named after its key. */
const EXPRESS_TERMS = 'express-terms';
const PRICE_GUIDE = 'service-and-price-guide';
const packageSheetName = (key: string) => `rakvalue-sme-${key}`;

function titled(write: SheetWriter['write'], title: string, subtitle: string, body: TextLine[]): Promise<Buffer> {
  return write(title, [{ text: title, font: 'bold', size: 18 }, { text: subtitle, font: 'regular', size: 11, gap: 14 }, ...body]);
}

/** The file names a release may have a product sheet under: the Express terms and each package's in both variants, the price guide. */
export function productSheetFiles(bundle: Bundle): string[] {
  const packages = schemaFile<{ packages: PackageRule[] }>(bundle, 'rules/packages.json').packages;
  const names = [EXPRESS_TERMS, ...packages.map((plan) => packageSheetName(plan.key))];
  return [...names.flatMap((name) => [`${name}.pdf`, `${name}-islamic.pdf`]), `${PRICE_GUIDE}.pdf`];
}

/** The sheet whose file is `file` ("express-terms.pdf"); undefined for a name no sheet has. */
export async function productSheet(bundle: Bundle, registry: Registry, file: string): Promise<Buffer | undefined> {
  const found = /^([a-z0-9-]+?)(-islamic)?\.pdf$/.exec(file);
  if (!found) return undefined;
  const [, name, islamic] = found;
  const variant: Variant = islamic ? 'islamic' : 'conventional';
  const { word, paragraph, write } = sheetWriter(registry);
  const t = (key: string, vars?: Record<string, unknown>) => word('sheets', key, vars);
  const packages = schemaFile<{ packages: PackageRule[] }>(bundle, 'rules/packages.json').packages;

  if (name === EXPRESS_TERMS) {
    // the clauses in their order in the words file, as many as it holds
    const words = bundle.content[`${registry.lang}/sheets.json`] as { expressTerms?: Record<string, { clauses?: object }> } | undefined;
    const clauses = Object.keys(words?.expressTerms?.[variant]?.clauses ?? {});
    const body = clauses.flatMap((n, i) => {
      const [first, ...rest] = paragraph(t(`expressTerms.${variant}.clauses.${n}`), 10, 10, 18);
      return [{ text: `${i + 1}.`, font: 'bold' as const, size: 10, gap: 10 }, { ...first, gap: -13.5 }, ...rest];
    });
    return titled(write, t(`expressTerms.${variant}.title`), t(`expressTerms.${variant}.subtitle`), body);
  }
  const plan = packages.find((p) => packageSheetName(p.key) === name);
  if (plan) {
    const title = t(`package.title.${variant}`, { name: word('packages', `${plan.key}.name`) });
    const about = [t(`package.about.${plan.key}`), word('key-facts', `variant.${variant}`)];
    return titled(
      write,
      title,
      t('package.price', { cost: groupDigits(plan.cost) }),
      about.flatMap((line) => paragraph(line, 10, 10)),
    );
  }
  if (name === PRICE_GUIDE && !islamic) {
    const accounts = schemaFile<AccountsRules>(bundle, 'rules/accounts.json');
    const value = comparisonText(word, packages);
    const rows = accounts.comparison.map((row) =>
      t('priceGuide.row', {
        item: word('accounts', `comparison.rows.${row.row}`),
        starter: value(row.starter),
        current: value(row.current),
        elite: value(row.elite),
      }),
    );
    const lines = [...rows, word('key-facts', 'express')];
    return titled(
      write,
      t('priceGuide.title'),
      t('priceGuide.subtitle'),
      lines.flatMap((line) => paragraph(line, 10, 10)),
    );
  }
  return undefined;
}

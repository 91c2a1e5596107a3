/**
 * Value packages Plus and Max: which one is chosen, what a click does, what
 * each card says. Numbers and account types come from schemas/rules/packages.json.
 */
import { objectOf, textOf, type Json } from './record';
import type { PackageRule, ServicesRules } from './rules';
import { onlyForeignCurrencies } from './currencies';

export const accountTypeOf = (record: unknown): string => textOf(objectOf(objectOf(record).applicationInfo).accountType);
export const chosenPackageOf = (record: unknown): string => textOf(objectOf(objectOf(record).applicationInfo).rakValuePackage);

/** The package the account type must take (Plus with the starter account), if any. */
export function mandatoryPackage(record: unknown, packages: readonly PackageRule[]): PackageRule | undefined {
  const type = accountTypeOf(record);
  return packages.find((p) => p.mandatoryWith.includes(type));
}

/** Packages are disabled when only foreign currencies are chosen. */
export function packagesDisabled(record: unknown, rules: ServicesRules): boolean {
  return onlyForeignCurrencies(record, rules);
}

/** The package id the record should hold: none when disabled, the mandatory one when nothing better is chosen. */
export function packageAfterChange(record: unknown, rules: ServicesRules, packages: readonly PackageRule[]): string {
  const chosen = chosenPackageOf(record);
  if (packagesDisabled(record, rules)) return '';
  const known = packages.some((p) => p.id === chosen) ? chosen : '';
  if (known) return known;
  return mandatoryPackage(record, packages)?.id ?? '';
}

/** A click on a package card: selects it; a click on the selected one deselects it, unless it is mandatory. */
export function togglePackage(record: Json, id: string, rules: ServicesRules, packages: readonly PackageRule[]): Json {
  if (packagesDisabled(record, rules)) return record;
  const chosen = chosenPackageOf(record);
  const mandatory = mandatoryPackage(record, packages);
  const nextId = chosen === id ? (mandatory && mandatory.id !== id ? mandatory.id : mandatory?.id === id ? id : '') : id;
  return { ...record, applicationInfo: { ...objectOf(record.applicationInfo), rakValuePackage: nextId } };
}

export type CardLabel = 'includedIn' | 'upgradeAvailable' | 'notApplicable';

export interface PackageCard {
  pkg: PackageRule;
  selected: boolean;
  /** the upgrade / select button shows */
  selectable: boolean;
  disabled: boolean;
  /** key in content/en/packages.json of the card's note, if any */
  label?: CardLabel;
  /** configuration key of the read-more link for this banking variant */
  readMoreKey: string;
}

/**
 * What each card shows: the upgrade button when selectable; 'Included in RAKstarter'
 * on a package the account includes; 'Upgrade available' on the others when one is included;
 * 'Not Applicable' on every card when only foreign currencies are chosen.
 */
export function packageCards(record: unknown, rules: ServicesRules, packages: readonly PackageRule[]): PackageCard[] {
  const type = accountTypeOf(record);
  const disabled = packagesDisabled(record, rules);
  const chosen = chosenPackageOf(record);
  const islamic = objectOf(objectOf(record).applicationInfo).islamicBanking === true;
  const someIncluded = packages.some((p) => p.includedWith.includes(type));
  return packages.map((pkg) => {
    const included = pkg.includedWith.includes(type);
    const readMoreKey = islamic ? pkg.readMoreConfigKeys.islamic : pkg.readMoreConfigKeys.conventional;
    if (disabled) return { pkg, selected: false, selectable: false, disabled: true, label: 'notApplicable', readMoreKey };
    const selected = chosen === pkg.id;
    if (included) return { pkg, selected, selectable: false, disabled: false, label: 'includedIn', readMoreKey };
    return { pkg, selected, selectable: true, disabled: false, label: someIncluded ? 'upgradeAvailable' : undefined, readMoreKey };
  });
}

import { beforeAll, describe, expect, it } from 'vitest';
import { createRegistry } from '../../../src/core/schema/registry';
import { applyServicesBehaviours } from '../../../src/core/services/behaviours';
import { packageCards, packageAfterChange, togglePackage } from '../../../src/core/services/packages';
import { packagesOf, servicesRulesOf, type PackageRule, type ServicesRules } from '../../../src/core/services/rules';
import { repoBundle } from '../helpers/load-bundle';

type Json = Record<string, any>;
let rules: ServicesRules;
let packages: PackageRule[];
beforeAll(async () => {
  const registry = createRegistry(await repoBundle());
  rules = servicesRulesOf(registry);
  packages = packagesOf(registry);
});
const PLUS = 'RAKvalue PLUS';
const MAX = 'RAKvalue MAX';
const record = (accountType: string, chosen = '', currencies = ['AED'], islamic = false): Json => ({
  applicationInfo: { accountType, rakValuePackage: chosen, islamicBanking: islamic },
  accountInfo: [{ accountCurrencies: currencies }],
});

describe('value packages', () => {
  it('come from rules/packages.json: Plus 49 AED/month, Max 149', () => {
    expect(packages.map((p) => [p.id, p.cost])).toEqual([
      [PLUS, 49],
      [MAX, 149],
    ]);
  });
  it.each([
    ['starter', '', ['AED'], PLUS],
    ['starter', MAX, ['AED'], MAX],
    ['Current Account', '', ['AED'], ''],
    ['Current Account', MAX, ['USD'], ''],
    ['starter', PLUS, ['USD', 'EUR'], ''],
  ])('%s with %j and %j holds %j', (type, chosen, currencies, expected) => {
    expect(packageAfterChange(record(type, chosen, currencies), rules, packages)).toBe(expected);
    expect(
      (applyServicesBehaviours(record(type, chosen, currencies), record(type, chosen, currencies), rules, packages) as Json).applicationInfo.rakValuePackage,
    ).toBe(expected);
  });
  it.each([
    ['Current Account', '', PLUS, PLUS],
    ['Current Account', PLUS, PLUS, ''],
    ['Current Account', PLUS, MAX, MAX],
    ['starter', PLUS, PLUS, PLUS],
    ['starter', PLUS, MAX, MAX],
    ['starter', MAX, MAX, PLUS],
  ])('%s holding %j, a click on %j leaves %j', (type, chosen, clicked, expected) => {
    expect((togglePackage(record(type, chosen), clicked, rules, packages) as Json).applicationInfo.rakValuePackage).toBe(expected);
  });
  it('does nothing when only foreign currencies are chosen', () => {
    expect((togglePackage(record('Current Account', '', ['USD']), MAX, rules, packages) as Json).applicationInfo.rakValuePackage).toBe('');
  });
  it('labels the cards: included, upgrade available, not applicable; read-more per variant', () => {
    const starter = packageCards(record('starter', PLUS), rules, packages);
    expect(starter.map((c) => [c.pkg.id, c.label, c.selectable, c.selected])).toEqual([
      [PLUS, 'includedIn', false, true],
      [MAX, 'upgradeAvailable', true, false],
    ]);
    const current = packageCards(record('Current Account', MAX), rules, packages);
    expect(current.map((c) => [c.label, c.selectable, c.selected])).toEqual([
      [undefined, true, false],
      [undefined, true, true],
    ]);
    const foreign = packageCards(record('Current Account', '', ['GBP']), rules, packages);
    expect(foreign.every((c) => c.disabled && c.label === 'notApplicable' && !c.selectable)).toBe(true);
    expect(current.map((c) => c.readMoreKey)).toEqual(packages.map((p) => p.readMoreConfigKeys.conventional));
    expect(packageCards(record('elite', '', ['AED'], true), rules, packages).map((c) => c.readMoreKey)).toEqual(
      packages.map((p) => p.readMoreConfigKeys.islamic),
    );
  });
});

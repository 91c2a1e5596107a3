import { currenciesOf } from './record';
import type { ServicesRules } from './rules';

/** One of `codes` is among the chosen currencies. */
export function hasCurrency(record: unknown, codes: readonly string[]): boolean {
  const chosen = currenciesOf(record);
  return codes.some((code) => chosen.includes(code));
}

/** Currencies are chosen and none of them is the local currency (AED): value packages are not applicable. */
export function onlyForeignCurrencies(record: unknown, rules: ServicesRules): boolean {
  const chosen = currenciesOf(record);
  return chosen.length > 0 && !chosen.includes(rules.localCurrency);
}

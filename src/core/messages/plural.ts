/**
 * Counted words (CLDR plural categories, as i18next names them): `found_one`, `found_other`, and
 * Arabic's `_zero`, `_two`, `_few`, `_many` besides. One rule for the app, the server and the
 * registry, so a count reads the same wherever it is worded.
 */

const rulesByLanguage = new Map<string, Intl.PluralRules>();

function rulesOf(lang: string): Intl.PluralRules {
  let rules = rulesByLanguage.get(lang);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lang);
    } catch {
      // an unknown tag counts as English does
      rules = new Intl.PluralRules('en');
    }
    rulesByLanguage.set(lang, rules);
  }
  return rules;
}

/** "_one", "_other"… : the plural category of `count` in `lang`. */
export const pluralSuffix = (lang: string, count: number): string => `_${rulesOf(lang).select(count)}`;

/** The keys a counted word is looked up by, best first: key_zero (for 0), key_<category>, the key itself. */
export function countedKeys(lang: string, key: string, count: number): string[] {
  const keys = [`${key}${pluralSuffix(lang, count)}`, key];
  return count === 0 ? [`${key}_zero`, ...keys] : keys;
}

/** The plural categories a language's counts take: Arabic's six, English's two. */
export const pluralCategories = (lang: string): string[] => rulesOf(lang).resolvedOptions().pluralCategories;

import type { ValidateFunction } from 'ajv';
import { linearRegExp } from '../../../core/schema/linear-regexp';
import { Ajv2019 } from 'ajv/dist/2019';
import type { Bundle } from '../../../core/bundle';
import { screeningRules } from './rules';

/**
 * Compiles the JSON-Schema conditions of schemas/rules/screening.json. Two keywords reach the
 * analyst-edited lists: `inList` (equals an entry, ignoring case) and `containsTerm` (contains an
 * entry, ignoring case). A condition fires when the record MATCHES it.
 */
export function conditionCompiler(
  lists: Record<string, string[]>,
  { validateSchema = true }: { validateSchema?: boolean } = {},
): (condition: Record<string, unknown>, where: string) => ValidateFunction {
  const listOf = (name: unknown, keyword: string): string[] => {
    const list = typeof name === 'string' ? lists[name] : undefined;
    if (!Array.isArray(list)) throw new Error(`schemas/rules/screening.json: ${keyword} names the list "${String(name)}", which is not under "lists"`);
    return list.map((entry) => entry.toLowerCase());
  };
  // 2019-09 for minContains/maxContains ("more than N shareholders").
  // analysts' patterns run in linear time (core/schema/linear-regexp.ts)
  // checking each condition against the 2019-09 meta-schema compiles that first: 40–100 ms at once,
  // which a release thread does (checkScreeningConditions), not the server's own thread
  const ajv = new Ajv2019({ allErrors: false, strict: false, validateSchema, code: { regExp: linearRegExp } });
  ajv.addKeyword({
    keyword: 'inList',
    type: 'string',
    schemaType: 'string',
    compile(name: string) {
      const entries = new Set(listOf(name, 'inList'));
      return (data: string) => entries.has(data.trim().toLowerCase());
    },
  });
  ajv.addKeyword({
    keyword: 'containsTerm',
    type: 'string',
    schemaType: 'string',
    compile(name: string) {
      const entries = listOf(name, 'containsTerm').filter(Boolean);
      return (data: string) => {
        const value = data.toLowerCase();
        return entries.some((term) => value.includes(term));
      };
    },
  });
  return (condition, where) => {
    try {
      return ajv.compile(condition);
    } catch (error) {
      throw new Error(`schemas/rules/screening.json: the condition of "${where}" is not a valid JSON Schema: ${(error as Error).message}`);
    }
  };
}

/**
 * Every condition of schemas/rules/screening.json compiled and checked against the 2019-09
 * meta-schema; throws naming the first check whose condition is not valid JSON Schema. Run in a
 * release thread: the server's thread compiles the same conditions without that check.
 */
export function checkScreeningConditions(bundle: Bundle): void {
  const rules = screeningRules(bundle);
  const compile = conditionCompiler(rules.lists ?? {});
  for (const check of rules.checks) if (check.builtin === undefined) compile(check.condition, check.screeningType);
}

import type { ValidateFunction } from 'ajv';
import { linearRegExp } from '../../../core/schema/linear-regexp';
import { Ajv2019 } from 'ajv/dist/2019';

/**
 * Compiles the JSON-Schema conditions of schemas/rules/screening.json. Two keywords reach the
 * analyst-edited lists: `inList` (equals an entry, ignoring case) and `containsTerm` (contains an
 * entry, ignoring case). A condition fires when the record MATCHES it.
 */
export function conditionCompiler(lists: Record<string, string[]>): (condition: Record<string, unknown>, where: string) => ValidateFunction {
  const listOf = (name: unknown, keyword: string): string[] => {
    const list = typeof name === 'string' ? lists[name] : undefined;
    if (!Array.isArray(list)) throw new Error(`schemas/rules/screening.json: ${keyword} names the list "${String(name)}", which is not under "lists"`);
    return list.map((entry) => entry.toLowerCase());
  };
  // 2019-09 for minContains/maxContains ("more than N shareholders").
  // analysts' patterns run in linear time (core/schema/linear-regexp.ts)
  const ajv = new Ajv2019({ allErrors: false, strict: false, code: { regExp: linearRegExp } });
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

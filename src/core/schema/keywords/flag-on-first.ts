/**
 * `flagOnFirst: {"property": "hasAnotherCitizenship", "count": 4}` on a list: the flag at `property`
 * may be true only on the first `count` rows (another citizenship can be added from the first four
 * passports only, since five is the most). The error sits on the flag of each later row.
 */
import type { ErrorObject } from 'ajv';
import type { KeywordValidate } from './types';

interface Rule {
  property: string;
  count: number;
}

type Cxt = { instancePath: string } | undefined;

/** The keyword's validate function (declared for `type: array`, `schemaType: object`). */
export function flagOnFirst(): KeywordValidate {
  const validate: KeywordValidate = function (rule: Rule, data: unknown[], _parent: unknown, cxt: Cxt): boolean {
    const errors: Partial<ErrorObject>[] = [];
    data.forEach((row, i) => {
      if (i < rule.count || !row || typeof row !== 'object') return;
      if ((row as Record<string, unknown>)[rule.property] === true) {
        errors.push({ keyword: 'flagOnFirst', instancePath: `${cxt?.instancePath ?? ''}/${i}/${rule.property}`, params: { limit: rule.count } });
      }
    });
    validate.errors = errors;
    return errors.length === 0;
  };
  return validate;
}

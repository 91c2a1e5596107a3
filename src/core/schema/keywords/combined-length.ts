/**
 * `combinedLength: {"properties": ["firstName", "middleName", "lastName"], "max": 120}` on an object:
 * the texts of those properties, joined by single spaces (empty ones left out), are at most `max`
 * characters. The error sits on the first listed property so the form shows it at that field.
 */
import type { KeywordValidate } from './types';

interface Rule {
  properties: string[];
  max: number;
}

type Cxt = { instancePath: string } | undefined;

export function combinedText(data: Record<string, unknown>, properties: readonly string[]): string {
  return properties
    .map((name) => data[name])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => v.trim())
    .join(' ');
}

/** The keyword's validate function (declared for `type: object`, `schemaType: object`). */
export function combinedLength(): KeywordValidate {
  const validate: KeywordValidate = function (rule: Rule, data: Record<string, unknown>, _parent: unknown, cxt: Cxt): boolean {
    const length = combinedText(data, rule.properties).length;
    if (length <= rule.max) return true;
    const at = rule.properties[0];
    validate.errors = [{ keyword: 'combinedLength', instancePath: `${cxt?.instancePath ?? ''}/${at}`, params: { limit: rule.max, length } }];
    return false;
  };
  return validate;
}

/**
 * `combinedLength: {"properties": ["firstName", "middleName", "lastName"], "max": 120}` on an object:
 * the texts of those properties, joined by single spaces (empty ones left out), are at most `max`
 * characters. The error sits on the first listed property so the form shows it at that field.
 */
import type Ajv from 'ajv';
import type { ErrorObject } from 'ajv';

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

export function addCombinedLength(ajv: Ajv): void {
  const validate = function (rule: Rule, data: Record<string, unknown>, _parent: unknown, cxt: Cxt): boolean {
    const length = combinedText(data, rule.properties).length;
    if (length <= rule.max) return true;
    const at = rule.properties[0];
    (validate as { errors?: Partial<ErrorObject>[] }).errors = [
      { keyword: 'combinedLength', instancePath: `${cxt?.instancePath ?? ''}/${at}`, params: { limit: rule.max, length } },
    ];
    return false;
  };
  ajv.addKeyword({ keyword: 'combinedLength', schemaType: 'object', type: 'object', errors: true, validate: validate as never });
}

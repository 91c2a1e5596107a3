/**
 * What a validation message may fill in: `{field}` (the field's label) and the parameters the
 * failing keyword reports (ajv's, and our keywords' under ./keywords/). A message naming anything
 * else would show its braces to the applicant; the schema check names it.
 */
import { lookup } from '../messages/format';

/** The parameters each keyword reports, beyond `{field}`. Keywords not listed report none a message may name. */
const KEYWORD_PARAMS: Readonly<Record<string, readonly string[]>> = {
  maxLength: ['limit'],
  minLength: ['limit'],
  maxItems: ['limit'],
  minItems: ['limit'],
  minimum: ['limit', 'comparison'],
  maximum: ['limit', 'comparison'],
  exclusiveMinimum: ['limit', 'comparison'],
  exclusiveMaximum: ['limit', 'comparison'],
  minDate: ['limit'],
  maxDate: ['limit'],
  multipleOf: ['multipleOf'],
  pattern: ['pattern'],
  format: ['format'],
  type: ['type'],
  sumMax: ['limit'],
  combinedLength: ['limit', 'length'],
  flagOnFirst: ['limit'],
  sharesMax: ['limit', 'total', 'others'],
  digits: ['min', 'max'],
  // the template of `digits` when min and max are one number
  digitsExactly: ['limit', 'min', 'max'],
};

/** The names a template fills in: "{limit, number}" names "limit". */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{\s*([A-Za-z_$][\w$]*)\s*(?:,[^}]*)?\}/g)].map((match) => match[1]);
}

/** What a message for a failing `keyword` (undefined: any keyword of the node) can fill in. */
export function knownPlaceholders(keyword: string | undefined): string[] {
  return [...new Set(['field', ...(keyword === undefined ? Object.values(KEYWORD_PARAMS).flat() : (KEYWORD_PARAMS[keyword] ?? []))])];
}

/** The placeholders of `template` that a failing `keyword` cannot fill. */
export function unknownPlaceholders(template: string, keyword: string | undefined): string[] {
  const known = new Set(knownPlaceholders(keyword));
  return [...new Set(placeholdersOf(template).filter((name) => !known.has(name)))];
}

/** Each message key an `errorMessage` names, with the keyword it answers (undefined: any). */
export function errorMessageKeys(errorMessage: unknown): { key: string; keyword: string | undefined }[] {
  if (typeof errorMessage === 'string') return [{ key: errorMessage, keyword: undefined }];
  if (errorMessage === null || typeof errorMessage !== 'object' || Array.isArray(errorMessage)) return [];
  const out: { key: string; keyword: string | undefined }[] = [];
  // ajv-errors: a keyword's message, `_` for any other, `required` and `properties` by property
  for (const [keyword, value] of Object.entries(errorMessage)) {
    const answers = keyword === '_' || keyword === 'properties' ? undefined : keyword;
    if (typeof value === 'string') out.push({ key: value, keyword: answers });
    else if (value && typeof value === 'object')
      for (const nested of Object.values(value)) if (typeof nested === 'string') out.push({ key: nested, keyword: answers });
  }
  return out;
}

/** The template of message `key` in a messages file. */
export function templateOf(messages: unknown, key: string): string | undefined {
  const value = lookup(messages, key);
  return typeof value === 'string' ? value : undefined;
}

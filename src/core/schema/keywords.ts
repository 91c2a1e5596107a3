/**
 * Our custom JSON Schema keywords, registered once on every ajv instance (browser and server).
 * Analysts' documentation: schemas/defs/README.md.
 */
import type Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import { resolveDateLimit, type DateLimit } from './dates';
import { addCombinedLength } from './keywords/combined-length';
import { addSharesMax } from './keywords/shares-max';
import { addFlagOnFirst } from './keywords/flag-on-first';

/** Keywords our schemas may use beyond JSON Schema and ajv-errors (the schema check knows them). */
export const CUSTOM_KEYWORDS = ['noEdgeSpaces', 'filled', 'minDate', 'maxDate', 'uniqueBy', 'sumMax', 'pairedRequired', 'datalist', 'combinedLength', 'sharesMax', 'flagOnFirst'] as const;

/** Keywords that only say "something must be there": dropped in draft mode. */
export const REQUIRING_KEYWORDS = ['required', 'filled', 'pairedRequired', 'dependentRequired', 'minItems', 'minProperties'] as const;

/** Keywords about a string's content: an empty string skips them (empty is "not filled", judged by `filled`). */
export const STRING_CONTENT_KEYWORDS = ['pattern', 'minLength', 'maxLength', 'format', 'enum', 'const', 'noEdgeSpaces', 'minDate', 'maxDate', 'datalist', 'formatMinimum', 'formatMaximum', 'formatExclusiveMinimum', 'formatExclusiveMaximum'] as const;

type DataCxt = { instancePath: string } | undefined;
type Validate = ((schema: any, data: any, parent?: any, cxt?: DataCxt) => boolean) & { errors?: Partial<ErrorObject>[] };

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function valueAt(item: unknown, dotted: string): unknown {
  let node = item;
  for (const part of dotted.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function keyword(ajv: Ajv, name: string, schemaType: string | string[], validate: Validate, type?: string | string[]) {
  ajv.addKeyword({ keyword: name, schemaType: schemaType as any, type: type as any, errors: true, validate: validate as any });
}

export function addCustomKeywords(ajv: Ajv, datalists: (name: string) => { code: string }[] | undefined): Ajv {
  // No whitespace at either end ("{field} should not have trailing spaces").
  const noEdgeSpaces: Validate = function (on, data) {
    if (!on || !/^\s|\s$/.test(data)) return true;
    noEdgeSpaces.errors = [{ keyword: 'noEdgeSpaces', params: {} }];
    return false;
  };
  keyword(ajv, 'noEdgeSpaces', 'boolean', noEdgeSpaces, 'string');

  // A required value must be filled: not "", not only spaces, not an empty list.
  const filled: Validate = function (on, data) {
    if (!on) return true;
    if (isEmpty(data)) {
      filled.errors = [{ keyword: 'filled', params: { reason: 'empty' } }];
      return false;
    }
    if (typeof data === 'string' && data.trim() === '') {
      filled.errors = [{ keyword: 'filled', params: { reason: 'blank' } }];
      return false;
    }
    return true;
  };
  keyword(ajv, 'filled', 'boolean', filled);

  for (const [name, tooFar] of [
    ['minDate', (value: string, limit: string) => value < limit],
    ['maxDate', (value: string, limit: string) => value > limit],
  ] as const) {
    const check: Validate = function (limit: DateLimit, data: string) {
      const bound = resolveDateLimit(limit);
      if (bound === undefined || !/^\d{4}-\d{2}-\d{2}/.test(data)) return true;
      if (!tooFar(data.slice(0, 10), bound)) return true;
      check.errors = [{ keyword: name, params: { limit: bound } }];
      return false;
    };
    keyword(ajv, name, ['string', 'object'], check, 'string');
  }

  // Items of a list may not repeat the value at `property` ("" = the item itself). Empty values are ignored.
  const uniqueBy: Validate = function (property: string, data: unknown[], _p, cxt) {
    const seen = new Set<string>();
    const errors: Partial<ErrorObject>[] = [];
    data.forEach((item, i) => {
      const value = property ? valueAt(item, property) : item;
      if (isEmpty(value)) return;
      const key = JSON.stringify(value);
      if (seen.has(key)) {
        const tail = property ? `/${property.split('.').join('/')}` : '';
        errors.push({ keyword: 'uniqueBy', instancePath: `${cxt?.instancePath ?? ''}/${i}${tail}`, params: { property } });
      }
      seen.add(key);
    });
    uniqueBy.errors = errors;
    return errors.length === 0;
  };
  keyword(ajv, 'uniqueBy', 'string', uniqueBy, 'array');

  // The numbers at `property` of all items add up to at most `max` (shareholding: 100).
  const sumMax: Validate = function (rule: { property: string; max: number }, data: unknown[]) {
    const sum = data.reduce<number>((total, item) => {
      const n = Number(valueAt(item, rule.property));
      return Number.isFinite(n) ? total + n : total;
    }, 0);
    if (sum <= rule.max + 1e-9) return true;
    sumMax.errors = [{ keyword: 'sumMax', params: { limit: rule.max, sum } }];
    return false;
  };
  keyword(ajv, 'sumMax', 'object', sumMax, 'array');

  // Parallel lists: where `with`[i] is filled, `list`[i] must be filled too (industry → sub-category).
  const pairedRequired: Validate = function (rule: { list: string; with: string }, data: Record<string, unknown>, _p, cxt) {
    const leaders = Array.isArray(data[rule.with]) ? (data[rule.with] as unknown[]) : [];
    const followers = Array.isArray(data[rule.list]) ? (data[rule.list] as unknown[]) : [];
    const errors: Partial<ErrorObject>[] = [];
    leaders.forEach((leader, i) => {
      if (!isEmpty(leader) && isEmpty(followers[i])) {
        errors.push({ keyword: 'pairedRequired', instancePath: `${cxt?.instancePath ?? ''}/${rule.list}/${i}`, params: { with: rule.with } });
      }
    });
    pairedRequired.errors = errors;
    return errors.length === 0;
  };
  keyword(ajv, 'pairedRequired', 'object', pairedRequired, 'object');

  // The value is a code of content/datalists/<name>.json (a missing list is reported by the schema check, not here).
  const datalist: Validate = function (name: string, data: string) {
    const list = datalists(name);
    if (!list || list.some((item) => String(item.code) === data)) return true;
    datalist.errors = [{ keyword: 'datalist', params: { datalist: name } }];
    return false;
  };
  keyword(ajv, 'datalist', 'string', datalist, 'string');

  addCombinedLength(ajv);
  addSharesMax(ajv);
  addFlagOnFirst(ajv);

  return ajv;
}

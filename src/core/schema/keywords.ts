/**
 * Our custom JSON Schema keywords (browser and server). Analysts' documentation: schemas/defs/README.md.
 *
 * `keywordFunctions(datalists)` builds one set of validate functions; `addCustomKeywords` declares
 * them on a run-time ajv, and the build-time generated validators (./compiled/) call the very same
 * functions, so both give the same answers.
 */
import type Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import { resolveDateLimit, type DateLimit } from './dates';
import { combinedLength } from './keywords/combined-length';
import { flagOnFirst } from './keywords/flag-on-first';
import { oneTicked } from './keywords/one-ticked';
import { sharesMax } from './keywords/shares-max';
import type { KeywordValidate } from './keywords/types';

export type { KeywordValidate };

/** Keywords our schemas may use beyond JSON Schema and ajv-errors (the schema check knows them). */
export const CUSTOM_KEYWORDS = [
  'noEdgeSpaces',
  'filled',
  'minDate',
  'maxDate',
  'uniqueBy',
  'sumMax',
  'pairedRequired',
  'datalist',
  'combinedLength',
  'sharesMax',
  'flagOnFirst',
  'oneTicked',
  'digits',
] as const;

export type CustomKeyword = (typeof CUSTOM_KEYWORDS)[number];

/** One validate function per custom keyword. */
export type KeywordFunctions = Record<CustomKeyword, KeywordValidate>;

/** Keywords that only say "something must be there": dropped in draft mode. */
export const REQUIRING_KEYWORDS = ['required', 'filled', 'pairedRequired', 'dependentRequired', 'minItems', 'minProperties', 'oneTicked'] as const;

/** Keywords about a string's content: an empty string skips them (empty is "not filled", judged by `filled`). */
export const STRING_CONTENT_KEYWORDS = [
  'pattern',
  'minLength',
  'maxLength',
  'format',
  'enum',
  'const',
  'noEdgeSpaces',
  'minDate',
  'maxDate',
  'datalist',
  'digits',
  'formatMinimum',
  'formatMaximum',
  'formatExclusiveMinimum',
  'formatExclusiveMaximum',
] as const;

type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array';

/** What each keyword's value is (schemaType) and which data it judges (type; any when absent). */
const DECLARATIONS: Record<CustomKeyword, { schemaType: JsonType | JsonType[]; type?: JsonType | JsonType[] }> = {
  noEdgeSpaces: { schemaType: 'boolean', type: 'string' },
  filled: { schemaType: 'boolean' },
  minDate: { schemaType: ['string', 'object'], type: 'string' },
  maxDate: { schemaType: ['string', 'object'], type: 'string' },
  uniqueBy: { schemaType: 'string', type: 'array' },
  sumMax: { schemaType: 'object', type: 'array' },
  pairedRequired: { schemaType: 'object', type: 'object' },
  datalist: { schemaType: 'string', type: 'string' },
  combinedLength: { schemaType: 'object', type: 'object' },
  sharesMax: { schemaType: 'object', type: ['number', 'string'] },
  flagOnFirst: { schemaType: 'object', type: 'array' },
  oneTicked: { schemaType: 'object', type: 'object' },
  digits: { schemaType: 'object', type: 'string' },
};

type DataCxt = { instancePath: string } | undefined;

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

/** A fresh set of the custom keywords' validate functions; `datalist` reads the lists through `datalists`. */
export function keywordFunctions(datalists: (name: string) => { code: string }[] | undefined): KeywordFunctions {
  // No whitespace at either end ("{field} should not have trailing spaces").
  const noEdgeSpaces: KeywordValidate = function (on, data) {
    if (!on || !/^\s|\s$/.test(data)) return true;
    noEdgeSpaces.errors = [{ keyword: 'noEdgeSpaces', params: {} }];
    return false;
  };

  // A required value must be filled: not "", not only spaces, not an empty list.
  const filled: KeywordValidate = function (on, data) {
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

  const dateLimit = (name: 'minDate' | 'maxDate', tooFar: (value: string, limit: string) => boolean): KeywordValidate => {
    const check: KeywordValidate = function (limit: DateLimit, data: string) {
      const bound = resolveDateLimit(limit);
      if (bound === undefined || !/^\d{4}-\d{2}-\d{2}/.test(data)) return true;
      if (!tooFar(data.slice(0, 10), bound)) return true;
      check.errors = [{ keyword: name, params: { limit: bound } }];
      return false;
    };
    return check;
  };

  // Items of a list may not repeat the value at `property` ("" = the item itself). Empty values are ignored.
  const uniqueBy: KeywordValidate = function (property: string, data: unknown[], _p, cxt: DataCxt) {
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

  // The numbers at `property` of all items add up to at most `max` (shareholding: 100).
  const sumMax: KeywordValidate = function (rule: { property: string; max: number }, data: unknown[]) {
    const sum = data.reduce<number>((total, item) => {
      const n = Number(valueAt(item, rule.property));
      return Number.isFinite(n) ? total + n : total;
    }, 0);
    if (sum <= rule.max + 1e-9) return true;
    sumMax.errors = [{ keyword: 'sumMax', params: { limit: rule.max, sum } }];
    return false;
  };

  // Parallel lists: where `with`[i] is filled, `list`[i] must be filled too (industry → sub-category).
  const pairedRequired: KeywordValidate = function (rule: { list: string; with: string }, data: Record<string, unknown>, _p, cxt: DataCxt) {
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

  // The value is a code of content/datalists/<name>.json (a missing list is reported by the schema check, not here).
  const datalist: KeywordValidate = function (name: string, data: string) {
    const list = datalists(name);
    if (!list || list.some((item) => String(item.code) === data)) return true;
    datalist.errors = [{ keyword: 'datalist', params: { datalist: name } }];
    return false;
  };

  // Digits only, between `min` and `max` of them (a phone number): the message says how many, from the rule.
  const digits: KeywordValidate = function (rule: { min: number; max: number }, data: string) {
    if (/^[0-9]*$/.test(data) && data.length >= rule.min && data.length <= rule.max) return true;
    digits.errors = [{ keyword: 'digits', params: { min: rule.min, max: rule.max, ...(rule.min === rule.max ? { limit: rule.min } : {}) } }];
    return false;
  };

  return {
    noEdgeSpaces,
    filled,
    minDate: dateLimit('minDate', (value, limit) => value < limit),
    maxDate: dateLimit('maxDate', (value, limit) => value > limit),
    uniqueBy,
    sumMax,
    pairedRequired,
    datalist,
    combinedLength: combinedLength(),
    sharesMax: sharesMax(),
    flagOnFirst: flagOnFirst(),
    oneTicked: oneTicked(),
    digits,
  };
}

/** Declares every custom keyword on `ajv` with the given validate functions. */
export function addCustomKeywords(ajv: Ajv, functions: KeywordFunctions): Ajv {
  for (const name of CUSTOM_KEYWORDS) {
    const { schemaType, type } = DECLARATIONS[name];
    ajv.addKeyword({ keyword: name, schemaType, type, errors: true, validate: functions[name] as never });
  }
  return ajv;
}

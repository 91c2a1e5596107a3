/**
 * Why a JSON Schema file is not one, in an analyst's words, one line per place: the meta-schema's
 * errors grouped by where they are, keeping the first shape a value could take (a `maxLength` is a
 * whole number, or a `$data` reference nobody writes by hand), without the union's own line.
 */
import type { ErrorObject } from 'ajv';
import { kindWords } from '../rules/check-rules';
import type { FindingVars, Said, Say } from './finding-words';
import { validatorWords } from './library-words';

export interface SchemaErrorLine {
  at: string;
  message: string;
  key?: string;
  vars?: FindingVars;
}

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

function valueAt(schema: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      schema,
    );
}

export function schemaErrorLines(errors: ErrorObject[], schema: unknown, say: Say): SchemaErrorLine[] {
  const byPlace = new Map<string, ErrorObject>();
  for (const error of errors)
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf' && !byPlace.has(error.instancePath)) byPlace.set(error.instancePath, error);
  return [...byPlace.entries()].map(([pointer, error]) => {
    const at = pointer.split('/').slice(1).join('.');
    const name: Said | string = at.split('.').pop() || say('theSchema');
    const value = shown(valueAt(schema, pointer));
    switch (error.keyword) {
      case 'type': {
        const kinds = String(error.params.type)
          .split(',')
          .map((kind) => kindWords(say, kind))
          .reduce((first, second) => say('eitherOr', { first, second }));
        return { at, ...say('schemaValueOfKind', { name, kinds, value }) };
      }
      case 'minimum':
        return { at, ...say('schemaValueAtLeast', { name, limit: String(error.params.limit), value }) };
      case 'enum':
        return { at, ...say('schemaValueOneOf', { name, values: (error.params.allowedValues as unknown[]).map(shown).join(', '), value }) };
      case 'uniqueItems':
        return { at, ...say('schemaEntryTwice', { name }) };
      default:
        return { at, ...say('schemaOther', { name, detail: error.message ? validatorWords(error, say.lang) : say('valueNotAllowedHere') }) };
    }
  });
}

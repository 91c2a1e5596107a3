/**
 * Why a JSON Schema file is not one, in an analyst's words, one line per place: the meta-schema's
 * errors grouped by where they are, keeping the first shape a value could take (a `maxLength` is a
 * whole number, or a `$data` reference nobody writes by hand), without the union's own line.
 */
import type { ErrorObject } from 'ajv';
import { KINDS } from '../rules/check-rules';

export interface SchemaErrorLine {
  at: string;
  message: string;
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

export function schemaErrorLines(errors: ErrorObject[], schema: unknown): SchemaErrorLine[] {
  const byPlace = new Map<string, ErrorObject>();
  for (const error of errors)
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf' && !byPlace.has(error.instancePath)) byPlace.set(error.instancePath, error);
  return [...byPlace.entries()].map(([pointer, error]) => {
    const at = pointer.split('/').slice(1).join('.');
    const name = at.split('.').pop() || 'the schema';
    const value = shown(valueAt(schema, pointer));
    switch (error.keyword) {
      case 'type': {
        const kinds = String(error.params.type)
          .split(',')
          .map((kind) => KINDS[kind] ?? kind);
        return { at, message: `"${name}" must be ${kinds.join(' or ')}, not ${value}` };
      }
      case 'minimum':
        return { at, message: `"${name}" must be at least ${String(error.params.limit)}, not ${value}` };
      case 'enum':
        return { at, message: `"${name}" must be one of ${(error.params.allowedValues as unknown[]).map(shown).join(', ')}, not ${value}` };
      case 'uniqueItems':
        return { at, message: `"${name}" names the same entry twice` };
      default:
        return { at, message: `"${name}" ${error.message ?? 'is not allowed here'}` };
    }
  });
}

import { deepEquals } from '@rjsf/utils';
import type { Registry } from '../../core/schema/registry';

/**
 * Server field errors in RJSF's ErrorSchema shape (src/web/api/field-errors.ts toExtraErrors):
 * nested objects rooted at the form's value, with `__errors` lists of sentences at the fields.
 */
export interface ExtraErrors {
  __errors?: string[];
  [key: string]: ExtraErrors | string[] | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Every path that carries messages, in the order the object lists them. */
export function errorPaths(errors: unknown, path: string[] = []): string[][] {
  if (!isObject(errors)) return [];
  const out: string[][] = [];
  if (Array.isArray(errors.__errors) && errors.__errors.length > 0) out.push(path);
  for (const [key, child] of Object.entries(errors)) if (key !== '__errors') out.push(...errorPaths(child, [...path, key]));
  return out;
}

/** Whether a step renders the field at `parts` (list indexes match any item). */
export function stepHolds(registry: Registry, stepKey: string, parts: readonly string[]): boolean {
  const index = registry.fields(stepKey);
  const path = parts.map((part) => (/^\d+$/.test(part) ? '*' : part)).join('.');
  if (path === '') return false;
  if (index.has(path)) return true;
  // a path below a field the index treats as one value (a rows list, a free-form object)
  for (const key of index.keys()) {
    if (key === '' || !path.startsWith(`${key}.`)) continue;
    const isLeaf = ![...index.keys()].some((other) => other.startsWith(`${key}.`));
    if (isLeaf) return true;
  }
  return false;
}

function valueAt(value: unknown, parts: readonly string[]): unknown {
  let node = value;
  for (const part of parts) {
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isObject(node)) node = node[part];
    else return undefined;
  }
  return node;
}

/**
 * The errors of `errors` the step holds, without those whose field changed since they arrived
 * (`valueThen`): a fixed field stops showing the server's complaint. Undefined when none is left.
 */
export function extraErrorsFor(registry: Registry, stepKey: string, errors: unknown, value: unknown, valueThen: unknown): ExtraErrors | undefined {
  let out: ExtraErrors | undefined;
  for (const parts of errorPaths(errors)) {
    if (!stepHolds(registry, stepKey, parts)) continue;
    if (!deepEquals(valueAt(value, parts), valueAt(valueThen, parts))) continue;
    const messages = (valueAt(errors, [...parts, '__errors']) as string[]) ?? [];
    out ??= {};
    let node = out;
    for (const part of parts) node = (node[part] ??= {}) as ExtraErrors;
    node.__errors = [...messages];
  }
  return out;
}

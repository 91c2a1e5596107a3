import type { Bundle } from '../../../src/core/bundle';
import { sampleRecord } from '../../../src/core/schema/bundle-files';

type Json = Record<string, any>;

/** The record of schemas/samples/<name>.json: a complete, valid answer set. */
export function sample(bundle: Bundle, name: string): Json {
  return sampleRecord(bundle.schemas[`samples/${name}.json`]);
}

/** A change that puts `value` at a dotted path ("a.b.0.c"); `undefined` removes the property. */
export const set = (path: string, value: unknown) => (root: Json) => {
  const parts = path.split('.');
  let node: any = root;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= /^\d+$/.test(part) ? [] : {};
    node = node[part];
  }
  const last = parts[parts.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = structuredClone(value);
};

/** Several changes in order. */
export const all =
  (...changes: ((root: Json) => void)[]) =>
  (root: Json) =>
    changes.forEach((change) => change(root));

/** One row of a rule table: [rule, change, path, messages expected on that path ([] = valid), other failing paths]. */
export type Row = [string, (root: Json) => void, string, string[], string[]?];

/**
 * `$ref` handling outside ajv: resolving a reference against the `$id` of the file it sits in,
 * reading JSON pointers, and inlining every reference of a step for RJSF (which resolves only
 * local `#/…` references).
 */
import type { JsonSchema } from './registry';

const BASE = 'http://schemas.invalid/';

/** Target file id and JSON pointer of `ref` written inside the file `baseId`. */
export function resolveRef(baseId: string, ref: string): { fileId: string; pointer: string } {
  const url = new URL(ref, BASE + baseId);
  const fileId = url.href.startsWith(BASE) ? decodeURI(url.pathname.slice(1)) : url.href.split('#')[0];
  const pointer = decodeURIComponent(url.hash.replace(/^#/, ''));
  return { fileId, pointer };
}

export function readPointer(doc: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return doc;
  let node: unknown = doc;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export type SchemaFiles = ReadonlyMap<string, JsonSchema>;

export class RefError extends Error {
  constructor(
    readonly fileId: string,
    readonly ref: string,
    readonly where: string,
  ) {
    super(`schemas/${fileId}: the reference "${ref}" at ${where || 'the top'} leads nowhere`);
  }
}

/** Target of a reference, or undefined when it leads nowhere. */
export function followRef(files: SchemaFiles, baseId: string, ref: string): { fileId: string; node: unknown } | undefined {
  const { fileId, pointer } = resolveRef(baseId, ref);
  const file = files.get(fileId);
  if (!file) return undefined;
  const node = readPointer(file, pointer);
  return node === undefined ? undefined : { fileId, node };
}

/**
 * A copy of `schema` (from file `fileId`) with every `$ref` replaced by its target, siblings of
 * the `$ref` kept on top (they win). `$id`/`$schema`/`$defs` of inlined parts are dropped.
 * Recursive references stop after one level (our forms have none).
 */
export function inlineRefs(files: SchemaFiles, fileId: string, schema: unknown, seen: string[] = [], where = ''): unknown {
  if (Array.isArray(schema)) return schema.map((item, i) => inlineRefs(files, fileId, item, seen, `${where}/${i}`));
  if (schema === null || typeof schema !== 'object') return schema;
  const node = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  let base: Record<string, unknown> = {};
  if (typeof node.$ref === 'string') {
    const target = followRef(files, fileId, node.$ref);
    if (!target) throw new RefError(fileId, node.$ref, where);
    const key = `${target.fileId}#${resolveRef(fileId, node.$ref).pointer}`;
    if (!seen.includes(key)) {
      const inlined = inlineRefs(files, target.fileId, target.node, [...seen, key], where);
      if (inlined && typeof inlined === 'object') {
        base = { ...(inlined as Record<string, unknown>) };
        delete base.$id;
        delete base.$schema;
        delete base.$defs;
      }
    }
  }
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' || k === '$defs' || k === 'definitions') continue;
    // `when` conditions, `const`, `enum`, `default` are data, not schemas: copy as they are
    out[k] = k === 'const' || k === 'enum' || k === 'default' || k === 'examples' ? v : inlineRefs(files, fileId, v, seen, `${where}/${k}`);
  }
  return { ...base, ...out };
}

/** Label keys of a step's fields by normalized path ("organizationInfo.companyName", list items as "*"). */
import type { FieldInfo, JsonSchema } from './registry';

type Node = Record<string, unknown>;

function isObject(value: unknown): value is Node {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** One segment of a normalized path: a list position (a key of digits alone) is "*". */
export function normalizedSegment(segment: string | number): string {
  const text = String(segment);
  return /^\d+$/.test(text) ? '*' : text;
}

/** "a/b/0/c" or ["a","b","0","c"] → "a.b.*.c" */
export function normalizePath(segments: readonly string[]): string {
  return segments.map(normalizedSegment).join('.');
}

/** Walks an inlined (ref-free) schema. */
export function indexFields(schema: JsonSchema): Map<string, FieldInfo> {
  const index = new Map<string, FieldInfo>();
  const visit = (node: unknown, path: string[]) => {
    if (!isObject(node)) return;
    const key = path.join('.');
    const info = index.get(key) ?? { path: key };
    if (!info.titleKey && typeof node.title === 'string') info.titleKey = node.title;
    index.set(key, info);
    if (isObject(node.properties)) for (const [name, child] of Object.entries(node.properties)) visit(child, [...path, name]);
    if (isObject(node.items)) visit(node.items, [...path, '*']);
    if (Array.isArray(node.prefixItems)) node.prefixItems.forEach((child) => visit(child, [...path, '*']));
    for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((child) => visit(child, path));
    for (const key of ['then', 'else']) visit(node[key], path);
  };
  visit(schema, []);
  return index;
}

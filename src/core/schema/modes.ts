/**
 * The two validation modes are two rewritten copies of the analysts' schema files:
 * - both: a string rule (pattern, length, format, enum, date range…) never judges "" — an empty
 *   field is "not filled", which only `required` decides;
 * - submit: every property named in `required` also gets `filled: true` (the record template holds "");
 * - draft: everything that only demands presence (`required`, `filled`, `pairedRequired`, `minItems`…) is dropped.
 * Conditions (`if`) are copied untouched so they keep their meaning.
 */
import { REQUIRING_KEYWORDS, STRING_CONTENT_KEYWORDS } from './keywords';
import type { JsonSchema, Mode } from './registry';

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_SINGLE = ['items', 'additionalProperties', 'contains', 'not', 'then', 'else', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];

type Node = Record<string, unknown>;

function isObject(value: unknown): value is Node {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isStringSchema(node: Node): boolean {
  const type = node.type;
  if (type === 'string' || (Array.isArray(type) && type.includes('string'))) return true;
  return ['pattern', 'minLength', 'maxLength', 'format', 'noEdgeSpaces', 'minDate', 'maxDate', 'datalist', 'digits'].some((k) => k in node);
}

/** Moves the string-content rules of `node` under `if ""` … `else`, so "" skips them. */
function emptySkipsStringRules(node: Node): Node {
  const moved: Node = {};
  for (const key of STRING_CONTENT_KEYWORDS) {
    if (key in node) {
      moved[key] = node[key];
      delete node[key];
    }
  }
  if (Object.keys(moved).length === 0) return node;
  if (isObject(node.errorMessage)) {
    const own: Node = {};
    const theirs: Node = {};
    for (const [k, v] of Object.entries(node.errorMessage)) (k in moved ? theirs : own)[k] = v;
    if (Object.keys(theirs).length) moved.errorMessage = theirs;
    if (Object.keys(own).length) node.errorMessage = own;
    else delete node.errorMessage;
  }
  const allOf = Array.isArray(node.allOf) ? node.allOf : [];
  node.allOf = [...allOf, { if: { const: '' }, else: moved }];
  return node;
}

function rewrite(schema: unknown, mode: Mode): unknown {
  if (!isObject(schema)) return schema;
  const node: Node = { ...schema };
  for (const key of SCHEMA_MAPS) {
    if (isObject(node[key])) {
      node[key] = Object.fromEntries(Object.entries(node[key] as Node).map(([k, v]) => [k, rewrite(v, mode)]));
    }
  }
  for (const key of SCHEMA_LISTS) if (Array.isArray(node[key])) node[key] = (node[key] as unknown[]).map((v) => rewrite(v, mode));
  for (const key of SCHEMA_SINGLE)
    if (key in node) node[key] = Array.isArray(node[key]) ? (node[key] as unknown[]).map((v) => rewrite(v, mode)) : rewrite(node[key], mode);
  // `if` stays as written

  if (mode === 'draft') {
    for (const key of REQUIRING_KEYWORDS) delete node[key];
    if (isObject(node.errorMessage)) {
      const rest = { ...node.errorMessage };
      for (const key of REQUIRING_KEYWORDS) delete rest[key];
      if (Object.keys(rest).length) node.errorMessage = rest;
      else delete node.errorMessage;
    }
  } else if (Array.isArray(node.required)) {
    const properties: Node = isObject(node.properties) ? { ...node.properties } : {};
    const overrides = isObject(node.errorMessage) && isObject(node.errorMessage.required) ? (node.errorMessage.required as Node) : {};
    for (const name of node.required as string[]) {
      const child = properties[name];
      if (child === false) continue;
      const next: Node = { ...(isObject(child) ? child : {}), filled: true };
      // a "not filled" override written for `required` also covers the empty value
      if (typeof overrides[name] === 'string' && (next.errorMessage === undefined || isObject(next.errorMessage))) {
        next.errorMessage = { filled: overrides[name], ...((next.errorMessage as Node) ?? {}) };
      }
      properties[name] = next;
    }
    node.properties = properties;
  }
  return isStringSchema(node) ? emptySkipsStringRules(node) : node;
}

/** The copy of one schema file that a mode compiles. */
export function schemaForMode(schema: JsonSchema, mode: Mode): JsonSchema {
  return rewrite(structuredClone(schema), mode) as JsonSchema;
}

import type { FastifyRequest } from 'fastify';
import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import type { Registry } from '../../../core/schema/registry';
import type { JsonObject } from './columns';

/**
 * The keys a record may hold: every property the record schemas (schemas/record/) and the wizards'
 * step schemas declare, at its place (a person wizard's under each stakeholder). A key none of them
 * declares is dropped from what a body stores (docs/decisions/0013): it was stored and merged
 * forever before, and no page reads it.
 */
export interface Shape {
  /** the declared properties of an object; undefined: nothing declared, whatever it holds is kept */
  properties?: Map<string, Shape>;
  /** the shape of a list's items */
  items?: Shape;
  /** true when the schema lets any key in (additionalProperties or patternProperties) */
  open?: boolean;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Adds what `schema` declares to `shape`; `resolve` answers a `$ref` as its schema (once each, so cycles end). */
function addSchema(shape: Shape, schema: unknown, resolve: (ref: string, from: Node) => unknown, seen: Set<unknown>): void {
  if (!isNode(schema) || seen.has(schema)) return;
  seen.add(schema);
  if (typeof schema.$ref === 'string') addSchema(shape, resolve(schema.$ref, schema), resolve, seen);
  if (isNode(schema.properties)) {
    shape.properties ??= new Map();
    for (const [name, child] of Object.entries(schema.properties)) {
      const inner = shape.properties.get(name) ?? {};
      shape.properties.set(name, inner);
      addSchema(inner, child, resolve, seen);
    }
  }
  if (schema.additionalProperties === true || isNode(schema.additionalProperties) || isNode(schema.patternProperties)) shape.open = true;
  if (isNode(schema.items)) addSchema((shape.items ??= {}), schema.items, resolve, seen);
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(schema[key])) for (const part of schema[key] as unknown[]) addSchema(shape, part, resolve, seen);
  for (const key of ['then', 'else']) addSchema(shape, schema[key], resolve, seen);
  if (isNode(schema.dependencies)) for (const part of Object.values(schema.dependencies)) addSchema(shape, part, resolve, seen);
}

const shapes = new WeakMap<Bundle, Shape>();

/** The declared shape of the record of a bundle, built once per bundle. */
export function declaredShape(bundle: Bundle, registry: Registry): Shape {
  const known = shapes.get(bundle);
  if (known) return known;
  const shape: Shape = {};
  // the record schemas name each other by file (organization.schema.json, signatory.schema.json)
  const recordFile = (ref: string) => schemaFile<Node>(bundle, `record/${ref.split('#')[0]}`);
  addSchema(shape, schemaFile<Node>(bundle, 'record/prospect.schema.json'), recordFile, new Set());
  // step schemas come with every $ref inlined (StepEntry.schema)
  const noRefs = () => undefined;
  const people = (((shape.properties ??= new Map()).get('signatoryInfo') ?? {}).items ??= {});
  if (!shape.properties.has('signatoryInfo')) shape.properties.set('signatoryInfo', { items: people });
  for (const wizard of Object.values(registry.wizards)) {
    const target = wizard.root === 'person' ? people : shape;
    for (const step of wizard.steps) addSchema(target, registry.stepOf(step).schema, noRefs, new Set());
  }
  shapes.set(bundle, shape);
  return shape;
}

/** `value` without the keys `shape` does not declare, at any depth; the paths dropped are listed in `dropped`. */
export function withoutUndeclared(value: unknown, shape: Shape, dropped: string[] = [], path = '$'): unknown {
  if (Array.isArray(value)) return shape.items ? value.map((item, index) => withoutUndeclared(item, shape.items!, dropped, `${path}[${index}]`)) : value;
  if (!isNode(value) || !shape.properties) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    const inner = shape.properties.get(key);
    if (inner) out[key] = withoutUndeclared(child, inner, dropped, `${path}.${key}`);
    else if (shape.open) out[key] = child;
    else dropped.push(`${path}.${key}`);
  }
  return out;
}

/** The log line of a save that named undeclared keys: the end-to-end suite fails on it (the browser never sends one). */
export const UNDECLARED_DROPPED = 'a body named keys no schema declares; they were not stored';

/** Logs the paths a body's undeclared keys had (the first 20, each cut to 100 characters: they are the sender's text). */
export function noteDropped(request: FastifyRequest, dropped: string[]): void {
  if (dropped.length === 0) return;
  request.log.warn({ undeclared: dropped.slice(0, 20).map((path) => path.slice(0, 100)), count: dropped.length }, UNDECLARED_DROPPED);
}

/**
 * The shortest and the fullest answers a wizard can be given under a release, made from its step
 * schemas (every `$ref` inlined) and the release's own samples: the shortest holds only what the steps
 * require (each optional question left out, so every "otherwise" branch is taken), the fullest answers
 * every question a step declares and opens every conditional branch (each `if` made to hold). Values
 * come, in order, from what opens a branch, the wizard's sample at the same place, any sample's answer
 * of the same name, the schema's `const`, `enum`, `examples` and `default`, a datalist's codes, and a
 * plain value of the declared type; where the validator refuses one, the next is tried. What no value
 * can satisfy is what an applicant could not get past either.
 */
import type { FieldError, Registry } from '../schema/registry';
import { stepsFor } from './engine';
import type { WizardDef, WizardStepDef } from './types';

type Json = Record<string, unknown>;
type Segment = string | number;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** "a.*.b": a place in any array item, as the samples' pool and the branch openings key it */
const normalised = (segments: readonly Segment[]) => segments.map((s) => (typeof s === 'number' ? '*' : s)).join('.');

/** A value that stands for "nothing chosen yet" where a place is missing. */
const MISSING = Symbol('missing');

/** The schema and what applies to the same value beside it: allOf, anyOf, oneOf, then and else. */
function branchesOf(schema: unknown): Json[] {
  if (!isObject(schema)) return [];
  const out = [schema];
  for (const key of ['allOf', 'anyOf', 'oneOf']) for (const part of listOf(schema[key])) out.push(...branchesOf(part));
  for (const key of ['then', 'else']) out.push(...branchesOf(schema[key]));
  return out;
}

/** The schemas that may describe the value one step below `schemas` (a number steps into items). */
function childSchemas(schemas: readonly Json[], segment: Segment): Json[] {
  const out: Json[] = [];
  for (const schema of schemas) {
    if (typeof segment === 'number') {
      const items = schema.items;
      out.push(...branchesOf(Array.isArray(items) ? items[segment] : items));
    } else if (isObject(schema.properties) && schema.properties[segment] !== undefined) {
      out.push(...branchesOf(schema.properties[segment]));
    }
  }
  return out;
}

/**
 * Where in the step's file the value at `segments` is declared ("properties.a.allOf.0.then.properties.b"),
 * cut to what the file itself holds (a `$ref`'s target is in another file): what a finding points at.
 */
export function declaredAt(root: Json, source: unknown, segments: readonly Segment[]): string {
  const places: { schema: Json; at: string[] }[] = [];
  const branchPlaces = (schema: unknown, at: string[]) => {
    if (!isObject(schema)) return;
    places.push({ schema, at });
    for (const key of ['allOf', 'anyOf', 'oneOf']) listOf(schema[key]).forEach((part, index) => branchPlaces(part, [...at, key, String(index)]));
    for (const key of ['then', 'else']) branchPlaces(schema[key], [...at, key]);
  };
  branchPlaces(root, []);
  let found: string[] = [];
  for (const segment of segments) {
    const here = places.splice(0);
    for (const { schema, at } of here) {
      if (typeof segment === 'number' && isObject(schema.items)) branchPlaces(schema.items, [...at, 'items']);
      else if (typeof segment === 'string' && isObject(schema.properties) && schema.properties[segment] !== undefined)
        branchPlaces(schema.properties[segment], [...at, 'properties', segment]);
    }
    if (places.length === 0) break;
    found = places[0].at;
  }
  // the longest part of that place the file holds as written
  let node: unknown = source;
  const kept: string[] = [];
  for (const key of found) {
    if (!isObject(node) && !Array.isArray(node)) break;
    const next = (node as Record<string, unknown>)[key];
    if (next === undefined) break;
    kept.push(key);
    node = next;
  }
  return kept.join('.');
}

function schemasAt(root: Json, segments: readonly Segment[]): Json[] {
  let current = branchesOf(root);
  for (const segment of segments) current = childSchemas(current, segment);
  return current;
}

function valueAt(root: unknown, segments: readonly Segment[]): unknown {
  let node: unknown = root;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') return MISSING;
    const record = node as Record<Segment, unknown>;
    if (!(segment in record)) return MISSING;
    node = record[segment];
  }
  return node;
}

function setAt(root: Json, segments: readonly Segment[], leaf: unknown): Json {
  const [head, ...rest] = segments;
  const copy: Json | unknown[] = Array.isArray(root) ? [...(root as unknown[])] : { ...root };
  const here = (copy as Record<Segment, unknown>)[head];
  const child =
    rest.length === 0
      ? leaf
      : setAt(isObject(here) || Array.isArray(here) ? (here as Json) : typeof rest[0] === 'number' ? ([] as unknown as Json) : {}, rest, leaf);
  (copy as Record<Segment, unknown>)[head] = child;
  return copy as Json;
}

/** "$.signatoryInfo[0].a.b[2]" under basePath "$.signatoryInfo[0]" → ["a", "b", 2] */
function segmentsOf(path: string, basePath: string): Segment[] {
  const rest = path.startsWith(basePath) ? path.slice(basePath.length) : path.replace(/^\$/, '');
  const segments: Segment[] = [];
  for (const match of rest.matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)) segments.push(match[1] !== undefined ? match[1] : Number(match[2]));
  return segments;
}

/** Every answer the release's samples give, by place ("a.*.b") and by name ("b"). */
export interface AnswerPool {
  byPlace: Map<string, unknown[]>;
  byName: Map<string, unknown[]>;
}

export function answerPool(samples: readonly unknown[]): AnswerPool {
  const pool: AnswerPool = { byPlace: new Map(), byName: new Map() };
  const add = (map: Map<string, unknown[]>, key: string, value: unknown) => {
    const list = map.get(key) ?? [];
    if (!list.some((known) => JSON.stringify(known) === JSON.stringify(value))) list.push(value);
    map.set(key, list);
  };
  const walk = (value: unknown, segments: Segment[]) => {
    if (segments.length > 0) {
      add(pool.byPlace, normalised(segments), value);
      const last = [...segments].reverse().find((s): s is string => typeof s === 'string');
      if (last !== undefined) add(pool.byName, last, value);
    }
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...segments, index]));
    else if (isObject(value)) for (const [key, child] of Object.entries(value)) walk(child, [...segments, key]);
  };
  for (const sample of samples) walk(sample, []);
  return pool;
}

/** What each conditional branch of a step needs to hold: the `const` (or first `enum`) its `if` asks, by place. */
function branchOpenings(schema: Json): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const fromIf = (condition: Json, segments: Segment[]) => {
    for (const [name, part] of Object.entries(isObject(condition.properties) ? condition.properties : {})) {
      if (!isObject(part)) continue;
      const place = normalised([...segments, name]);
      if ('const' in part && !out.has(place)) out.set(place, part.const);
      else if (Array.isArray(part.enum) && part.enum.length > 0 && !out.has(place)) out.set(place, part.enum[0]);
      else fromIf(part, [...segments, name]);
    }
  };
  const walk = (node: unknown, segments: Segment[], depth: number) => {
    if (depth > 40) return;
    for (const branch of branchesOf(node)) {
      if (isObject(branch.if) && branch.then !== undefined) fromIf(branch.if, segments);
      for (const [name, part] of Object.entries(isObject(branch.properties) ? branch.properties : {})) walk(part, [...segments, name], depth + 1);
      if (isObject(branch.items)) walk(branch.items, [...segments, 0], depth + 1);
    }
  };
  walk(schema, [], 0);
  return out;
}

const typesOf = (schemas: readonly Json[]): Set<string> => {
  const types = new Set<string>();
  for (const schema of schemas) for (const type of Array.isArray(schema.type) ? schema.type : [schema.type]) if (typeof type === 'string') types.add(type);
  if (types.size === 0 && schemas.some((s) => isObject(s.properties))) types.add('object');
  if (types.size === 0 && schemas.some((s) => s.items !== undefined)) types.add('array');
  return types;
};

function plainValues(schemas: readonly Json[]): unknown[] {
  const out: unknown[] = [];
  const types = typesOf(schemas);
  const number = (key: string) => schemas.map((s) => s[key]).find((v): v is number => typeof v === 'number');
  if (types.has('string')) {
    const format = schemas.map((s) => s.format).find((f) => typeof f === 'string');
    if (format === 'email') out.push('answer@example.com');
    const length = Math.max(number('minLength') ?? 1, 1);
    out.push('A'.repeat(length), '1'.repeat(length));
  }
  if (types.has('integer') || types.has('number')) {
    const low = number('minimum') ?? (number('exclusiveMinimum') ?? 0) + 1;
    const high = number('maximum') ?? (number('exclusiveMaximum') ?? low + 2) - 1;
    out.push(Math.min(Math.max(low, 1), high));
  }
  if (types.has('boolean')) out.push(true, false);
  if (types.has('object')) out.push({});
  if (types.has('array')) out.push([]);
  if (types.has('null')) out.push(null);
  return out;
}

/** Everything the shortest or fullest answer may try at a place, best first. */
export interface AnswerSource {
  registry: Registry;
  pool: AnswerPool;
  /** the wizard's own sample, whose answer at the same place comes first */
  sample: Json;
}

function candidates(source: AnswerSource, schemas: readonly Json[], segments: readonly Segment[], preferred: unknown): unknown[] {
  const out: unknown[] = [];
  if (preferred !== MISSING) out.push(preferred);
  const own = valueAt(source.sample, segments);
  if (own !== MISSING) out.push(own);
  out.push(...(source.pool.byPlace.get(normalised(segments)) ?? []));
  const name = [...segments].reverse().find((s): s is string => typeof s === 'string');
  const types = typesOf(schemas);
  for (const schema of schemas) {
    if ('const' in schema) out.push(schema.const);
    out.push(...listOf(schema.enum), ...listOf(schema.examples));
    if ('default' in schema) out.push(schema.default);
    if (typeof schema.datalist === 'string')
      out.push(
        ...source.registry
          .datalist(schema.datalist)
          .slice(0, 3)
          .map((item) => item.code),
      );
  }
  // another place's answer of the same name, only where its type fits
  for (const value of name === undefined ? [] : (source.pool.byName.get(name) ?? [])) {
    const type = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'object' ? 'object' : typeof value;
    if (types.size === 0 || types.has(type) || (type === 'number' && types.has('integer'))) out.push(value);
  }
  out.push(...plainValues(schemas));
  const seen = new Set<string>();
  return out.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface StepProblem {
  step: WizardStepDef;
  errors: FieldError[];
  /** the refused places, as segments under the wizard's root */
  places: Segment[][];
}

type Kind = 'shortest' | 'fullest';

interface Maker {
  source: AnswerSource;
  kind: Kind;
  basePath: string;
  /** the candidate each place is at, so a refused value gives way to the next */
  tried: Map<string, number>;
}

/** Every question of `schemas` answered (the fullest), keeping what `value` holds. */
function answerAll(maker: Maker, value: unknown, schemas: readonly Json[], segments: Segment[], openings: Map<string, unknown>, depth: number): unknown {
  if (depth > 12) return value;
  const place = normalised(segments);
  const opening = openings.has(place) ? openings.get(place) : MISSING;
  let here: unknown = opening !== MISSING ? opening : value;
  if (here === MISSING) here = candidates(maker.source, schemas, segments, MISSING)[0];
  if (isObject(here)) {
    const names = new Set<string>(schemas.flatMap((schema) => Object.keys(isObject(schema.properties) ? schema.properties : {})));
    const object: Json = { ...here };
    for (const name of names) {
      const child = [...segments, name];
      object[name] = answerAll(maker, name in object ? object[name] : MISSING, childSchemas(schemas, name), child, openings, depth + 1);
    }
    return object;
  }
  if (Array.isArray(here) && schemas.some((schema) => schema.items !== undefined)) {
    const items = here.length > 0 ? here : [MISSING];
    return items.map((item, index) => answerAll(maker, item, childSchemas(schemas, index), [...segments, index], openings, depth + 1));
  }
  return here;
}

/** One repair of a refused place: the next value it may take (a missing place its first). False when none is left. */
function repair(maker: Maker, value: Json, root: Json, error: FieldError): Json | undefined {
  const segments = segmentsOf(error.path, maker.basePath);
  const schemas = schemasAt(root, segments);
  if (error.keyword === 'minItems') {
    const list = listOf(valueAt(value, segments));
    const item = candidates(maker.source, childSchemas(schemas, list.length), [...segments, list.length], MISSING)[list.length] ?? {};
    return setAt(value, segments, [...list, item]);
  }
  if (segments.length === 0) return undefined;
  const key = `${normalised(segments)}@${segments.join('.')}`;
  // a place given an empty answer ("" counts as not filled) moves on like a refused one
  const current = valueAt(value, segments);
  const at = error.keyword === 'required' && current === MISSING ? 0 : (maker.tried.get(key) ?? 0) + 1;
  const options = candidates(maker.source, schemas, segments, MISSING).filter((option) => JSON.stringify(option) !== JSON.stringify(current));
  if (at >= options.length) return undefined;
  maker.tried.set(key, at);
  // the shortest takes a whole object or list from elsewhere without its questions, and answers them one by one
  return setAt(value, segments, maker.kind === 'shortest' ? withoutAnswers(options[at], schemas) : options[at]);
}

/** The declared answers of `schemas` taken out of `value` (objects kept, emptied ones dropped): where the shortest starts. */
function withoutAnswers(value: unknown, schemas: readonly Json[]): unknown {
  if (Array.isArray(value)) return value.map((item, index) => withoutAnswers(item, childSchemas(schemas, index)));
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [name, child] of Object.entries(value)) {
    const declared = childSchemas(schemas, name);
    if (declared.length === 0) out[name] = child;
    else if (isObject(child) && declared.some((schema) => isObject(schema.properties))) {
      const rest = withoutAnswers(child, declared);
      if (isObject(rest) && Object.keys(rest).length > 0) out[name] = rest;
    }
  }
  return out;
}

/**
 * The shortest or fullest answers of `wizard`, starting from `start` (its sample), and the steps they
 * still cannot pass in submit mode after every value was tried.
 */
export function generatedAnswers(
  registry: Registry,
  wizard: WizardDef,
  start: Json,
  kind: Kind,
  source: AnswerSource,
  basePath: string,
): { value: Json; problems: StepProblem[] } {
  const maker: Maker = { source, kind, basePath, tried: new Map() };
  const schemaOf = (step: WizardStepDef) => registry.stepOf(step).schema as Json;
  let value = start;
  if (kind === 'shortest') for (const step of wizard.steps) value = withoutAnswers(value, branchesOf(schemaOf(step))) as Json;
  const validate = (step: WizardStepDef, candidate: Json) => registry.validateValue(step.step.replace(/^steps\//, ''), candidate, 'submit', { basePath });
  let problems: StepProblem[] = [];
  // a step the answers show may show another: go round until the shown steps are stable
  for (let round = 0; round < 4; round += 1) {
    const shown = stepsFor(wizard, value, registry);
    problems = [];
    for (const step of shown) {
      const root = schemaOf(step);
      if (kind === 'fullest') value = answerAll(maker, value, branchesOf(root), [], branchOpenings(root), 0) as Json;
      let errors = validate(step, value);
      for (let attempt = 0; errors.length > 0 && attempt < 200; attempt += 1) {
        let next: Json | undefined;
        for (const error of errors) {
          next = repair(maker, value, root, error);
          if (next !== undefined) break;
        }
        if (next === undefined) break;
        value = next;
        errors = validate(step, value);
      }
      if (errors.length > 0) problems.push({ step, errors, places: errors.map((error) => segmentsOf(error.path, basePath)) });
    }
    if (
      stepsFor(wizard, value, registry)
        .map((step) => step.id)
        .join() === shown.map((step) => step.id).join()
    )
      break;
  }
  return { value, problems };
}

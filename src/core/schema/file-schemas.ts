/**
 * The JSON Schema of each kind of file analysts edit, for the studio's editor (completion and
 * checks as they type): rules files by their declaration (src/core/rules/), UI schemas by the
 * fields of their step and the known widgets, wizards, content namespaces and datalists by their
 * shape, schema files by the keywords the product reads. The schema check (./check.ts) remains
 * the judge of a release; this helps the analyst write one that passes.
 */
import type { Bundle } from '../bundle';
import { declaredRules } from '../rules';
import { isSchemaFile, schemaFilesOf } from './bundle-files';
import { inlineRefs } from './refs';
import { uiOptionsSchema, widgetDeclarations } from './widget-options';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A TypeBox declaration as plain JSON Schema (its symbol keys dropped). */
const plain = (schema: unknown): Schema => JSON.parse(JSON.stringify(schema)) as Schema;

const TEXT = { type: 'string' };

/** content/<lang>/<namespace>.json: words, nested by key; placeholders are written {name}. */
const WORDS: Schema = { type: 'object', additionalProperties: { anyOf: [TEXT, { $ref: '#' }] } };

/** content/datalists/<name>.json: the choices of a list, under `items`. */
const DATALIST: Schema = {
  type: 'object',
  required: ['items'],
  properties: {
    $schema: TEXT,
    $comment: TEXT,
    items: { type: 'array', items: { type: 'object', required: ['code', 'label'], properties: { code: TEXT, label: TEXT }, additionalProperties: true } },
  },
  additionalProperties: false,
};

/** schemas/wizards/<id>.json */
const WIZARD: Schema = {
  type: 'object',
  required: ['id', 'titleKey', 'root', 'flowId', 'steps'],
  properties: {
    $schema: TEXT,
    $comment: TEXT,
    id: TEXT,
    titleKey: TEXT,
    root: { enum: ['record', 'person'] },
    flowId: TEXT,
    steps: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'titleKey', 'step', 'event'],
        properties: { id: TEXT, titleKey: TEXT, step: { type: 'string', pattern: '^steps/' }, event: TEXT, when: { type: 'object' } },
        additionalProperties: false,
      },
    },
    /** a person wizard's list of people */
    people: { type: 'object', properties: { $comment: TEXT, idPrefix: TEXT, sharesTotal: { type: 'number' }, listViewId: TEXT }, additionalProperties: false },
  },
  additionalProperties: false,
};

/** Step, definition and record schemas: JSON Schema with the keywords the product adds. */
const SCHEMA_KEYWORDS = [
  '$id',
  '$schema',
  '$ref',
  '$defs',
  '$comment',
  'type',
  'title',
  'description',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'enum',
  'const',
  'default',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentRequired',
  'errorMessage',
  'datalist',
  'minDate',
  'maxDate',
  'filled',
  'sharesMax',
  'examples',
];
const NODE: Schema = { $ref: '#' };
const NODES: Schema = { type: 'object', additionalProperties: NODE };
const NODE_LIST: Schema = { type: 'array', items: NODE };
// a number keyword may also hold a `$data` reference ({ "$data": "1/other" })
const COUNT: Schema = { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'object' }] };
const NUMBER: Schema = { anyOf: [{ type: 'number' }, { type: 'object' }] };
const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];
/**
 * A node of a step, definition or record schema, at any depth (`#` is the node again): the editor
 * completes keywords inside `properties`, `items` or `then` as at the top, and marks a keyword given
 * the wrong kind of value (`"maxLength": "40"`) where it is written.
 */
const SCHEMA_FILE: Schema = {
  type: 'object',
  properties: {
    ...Object.fromEntries(SCHEMA_KEYWORDS.map((keyword) => [keyword, {}])),
    properties: NODES,
    patternProperties: NODES,
    definitions: NODES,
    $defs: NODES,
    items: { anyOf: [NODE, NODE_LIST] },
    not: NODE,
    if: NODE,
    then: NODE,
    else: NODE,
    contains: NODE,
    allOf: NODE_LIST,
    anyOf: NODE_LIST,
    oneOf: NODE_LIST,
    type: { anyOf: [{ enum: TYPES }, { type: 'array', items: { enum: TYPES } }] },
    minLength: COUNT,
    maxLength: COUNT,
    minItems: COUNT,
    maxItems: COUNT,
    minimum: NUMBER,
    maximum: NUMBER,
    multipleOf: NUMBER,
    required: { type: 'array', items: { type: 'string' } },
    enum: { type: 'array' },
    pattern: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
  },
  additionalProperties: true,
};

/** The fields a step schema node (its `$ref`s inlined) declares: its own and those of its branches. */
function fieldsOf(node: unknown, depth = 0): Record<string, unknown> {
  if (!isObject(node) || depth > 8) return {};
  const out: Record<string, unknown> = {};
  const add = (name: string, child: unknown) => {
    // a field declared in two branches: both shapes count
    out[name] = name in out ? { allOf: [out[name], child] } : child;
  };
  if (isObject(node.properties)) for (const [name, child] of Object.entries(node.properties)) add(name, child);
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(node[key]))
      for (const branch of node[key] as unknown[]) for (const [name, child] of Object.entries(fieldsOf(branch, depth + 1))) add(name, child);
  }
  for (const key of ['then', 'else']) for (const [name, child] of Object.entries(fieldsOf(node[key], depth + 1))) add(name, child);
  return out;
}

/** The items of a list node, in any of its branches. */
function itemsOf(node: unknown, depth = 0): unknown {
  if (!isObject(node) || depth > 8) return undefined;
  if (isObject(node.items)) return node.items;
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(node[key]))
      for (const branch of node[key] as unknown[]) {
        const found = itemsOf(branch, depth + 1);
        if (found) return found;
      }
  }
  return undefined;
}

/** A UI schema node for a step schema node: its fields, the known ui: keys, `ui:order` naming fields. */
function uiNodeFor(node: unknown, widgets: string[], options: Schema, depth = 0): Schema {
  const fields = fieldsOf(node);
  const names = Object.keys(fields);
  const properties: Record<string, unknown> = {
    'ui:order': { type: 'array', items: names.length ? { enum: [...names, '*'] } : TEXT, uniqueItems: true },
    'ui:widget': widgets.length ? { enum: widgets } : TEXT,
    'ui:field': TEXT,
    // every declared option, with what it does (schemas/defs/widgets.json)
    'ui:options': options,
    'ui:title': TEXT,
    'ui:description': TEXT,
    'ui:help': TEXT,
    'ui:placeholder': TEXT,
    'ui:classNames': TEXT,
    'ui:if': { type: 'object' },
  };
  for (const name of names) properties[name] = depth < 6 ? uiNodeFor(fields[name], widgets, options, depth + 1) : { type: 'object' };
  const items = itemsOf(node);
  if (items) properties.items = uiNodeFor(items, widgets, options, depth + 1);
  return { type: 'object', properties, patternProperties: { '^(ui:|\\$(comment|schema)$)': {} }, additionalProperties: names.length === 0 };
}

/**
 * The record schema a sample (schemas/samples/<wizard>.json) is a record of: the application's for
 * a wizard over the record, a person's for a wizard over each person; undefined for another file.
 */
export function sampleRecordSchema(file: string, bundle: Bundle): string | undefined {
  const wizard = /^samples\/(.+)\.json$/.exec(file)?.[1];
  if (!wizard) return undefined;
  const root = (bundle.schemas[`wizards/${wizard}.json`] as { root?: unknown } | undefined)?.root;
  return root === 'person' ? 'record/signatory.schema.json' : 'record/prospect.schema.json';
}

/** The JSON Schema of the file at `path` ("schemas/…" or "content/…") in `bundle`. */
export function fileSchemaOf(path: string, bundle: Bundle): Schema {
  const [folder, ...rest] = path.split('/');
  const file = rest.join('/');
  if (folder === 'content') return file.startsWith('datalists/') ? DATALIST : WORDS;
  const record = sampleRecordSchema(file, bundle);
  if (record) {
    try {
      const { $id: _id, $schema: _schema, ...inlined } = inlineRefs(schemaFilesOf(bundle), record, bundle.schemas[record]) as Schema;
      return { ...inlined, properties: { $schema: TEXT, $comment: TEXT, ...(inlined.properties as Schema | undefined) } };
    } catch {
      return { type: 'object' }; // a broken $ref: the schema check names it
    }
  }
  const declared = declaredRules[file];
  if (declared) return plain(declared);
  if (file.startsWith('wizards/')) return WIZARD;
  const ui = /^(steps\/.+)\.ui\.json$/.exec(file);
  if (ui) {
    const widgets = ((bundle.schemas['defs/widgets.json'] as { widgets?: { name: string }[] } | undefined)?.widgets ?? []).map((w) => w.name);
    const id = `${ui[1]}.schema.json`;
    let step: unknown = bundle.schemas[id];
    try {
      step = inlineRefs(schemaFilesOf(bundle), id, step);
    } catch {
      // a broken $ref: the schema check names it; the UI file is then checked against what is known
    }
    return uiNodeFor(step, widgets, uiOptionsSchema(widgetDeclarations(bundle)));
  }
  if (/^(steps|defs|record)\//.test(file)) return SCHEMA_FILE;
  return { type: ['object', 'array'] };
}

/** The meta-schema of the analysts' JSON Schema files (ajv's default draft). */
export const JSON_SCHEMA_DRAFT = 'http://json-schema.org/draft-07/schema#';

/** Where the JSON Schemas for editors are kept, from the repository's root (`npm run schemas:json` writes them). */
export const EDITOR_SCHEMAS_DIR = 'public/json-schemas';

/** A UI file of any step, for editors (the studio's editor knows each step's own fields). */
function anyUiFile(widgets: string[], options: Schema): Schema {
  const node = uiNodeFor(undefined, widgets, options);
  return { ...node, additionalProperties: { $ref: '#' } };
}

const widgetNames = (bundle: Bundle) =>
  ((bundle.schemas['defs/widgets.json'] as { widgets?: { name: string }[] } | undefined)?.widgets ?? []).map((w) => w.name);

/** The editors' JSON Schemas, by their path under EDITOR_SCHEMAS_DIR. */
export function editorSchemas(bundle: Bundle): Record<string, Schema> {
  const out: Record<string, Schema> = {
    'ui.json': anyUiFile(widgetNames(bundle), uiOptionsSchema(widgetDeclarations(bundle))),
    'datalist.json': DATALIST,
    'wizard.json': WIZARD,
    'words.json': WORDS,
  };
  for (const [file, declared] of Object.entries(declaredRules)) out[file] = plain(declared);
  return out;
}

/** The editors' schema a file names in `$schema`, by its path under EDITOR_SCHEMAS_DIR; undefined for JSON Schema files and files that carry none. */
function editorSchemaOf(path: string): string | undefined {
  const [folder, ...rest] = path.split('/');
  const file = rest.join('/');
  if (folder === 'content')
    return file.startsWith('datalists/') ? 'datalist.json' : /^[a-z]{2}(-[A-Z]{2})?\/[^/]+\.json$/.test(file) ? 'words.json' : undefined;
  if (declaredRules[file]) return file;
  if (file.startsWith('wizards/')) return 'wizard.json';
  if (/^steps\/.+\.ui\.json$/.test(file)) return 'ui.json';
  return undefined;
}

/**
 * The `$schema` a file carries so that an editor checks it: its JSON Schema, relative to the file.
 * JSON Schema files name the draft they are written in; a sample names the record schema it is a
 * record of. Undefined: the file carries none (a README).
 */
export function expectedSchemaRef(path: string, bundle: Bundle): string | undefined {
  const [folder, ...rest] = path.split('/');
  const file = rest.join('/');
  if (folder === 'schemas' && isSchemaFile(file)) return JSON_SCHEMA_DRAFT;
  const up = '../'.repeat(path.split('/').length - 1);
  const record = folder === 'schemas' ? sampleRecordSchema(file, bundle) : undefined;
  if (record) return `${'../'.repeat(rest.length - 1)}${record}`;
  const target = editorSchemaOf(path);
  return target ? `${up}${EDITOR_SCHEMAS_DIR}/${target}` : undefined;
}

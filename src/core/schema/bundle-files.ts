/** Which files of a bundle are what: schema files by `$id`, datalists, step keys. */
import type { Bundle } from '../bundle';
import type { DatalistItem, JsonSchema } from './registry';

const STEP_SCHEMA = /^steps\/(.+)\.schema\.json$/;

/** Every schema file (not ui, wizard or rules files) by `$id` = its path under schemas/. */
export function schemaFilesOf(bundle: Bundle): Map<string, JsonSchema> {
  const files = new Map<string, JsonSchema>();
  for (const [path, value] of Object.entries(bundle.schemas)) {
    if (!isSchemaFile(path) || value === null || typeof value !== 'object') continue;
    const schema = value as JsonSchema;
    files.set(path, schema.$id === path ? schema : { ...schema, $id: path });
  }
  return files;
}

/** defs/*, record/*, steps/**\/*.schema.json are JSON Schemas; wizards, rules, ui files and widgets.json are data. */
export function isSchemaFile(path: string): boolean {
  if (!path.endsWith('.json') || path === 'defs/widgets.json') return false;
  return path.startsWith('defs/') || path.startsWith('record/') || STEP_SCHEMA.test(path);
}

/** A file's path inside its folder (schemas/, content/): names that do not start with a dot, "/" between them. */
export const isPlainFileName = (name: string): boolean => /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/.test(name);

/** Whether a schema file id is a step's ("steps/<wizard>/<step>.schema.json"). */
export function isStepSchema(id: string): boolean {
  return STEP_SCHEMA.test(id);
}

/** The entries of a datalist file: `{"$schema": …, "items": […]}` (a bare list is read too). */
export function datalistItems(file: unknown): DatalistItem[] | undefined {
  if (Array.isArray(file)) return file as DatalistItem[];
  const items = file !== null && typeof file === 'object' ? (file as { items?: unknown }).items : undefined;
  return Array.isArray(items) ? (items as DatalistItem[]) : undefined;
}

const DATALIST_FILE = /^datalists\/(.+)\.json$/;

export function datalistsOf(bundle: Bundle): (name: string) => DatalistItem[] | undefined {
  return (name) => datalistItems(bundle.content[`datalists/${name}.json`]);
}

/** Every datalist's entries by name (content/datalists/<name>.json): what /config answers as `datalist`. */
export function datalistEntries(content: Bundle['content']): Record<string, DatalistItem[]> {
  const out: Record<string, DatalistItem[]> = {};
  for (const [path, file] of Object.entries(content)) {
    const name = DATALIST_FILE.exec(path)?.[1];
    if (name) out[name] = datalistItems(file) ?? [];
  }
  return out;
}

/** Datalist entries by name as the content files a registry reads (the inverse of datalistEntries). */
export function datalistFiles(entries: Record<string, unknown>): Bundle['content'] {
  return Object.fromEntries(Object.entries(entries).map(([name, items]) => [`datalists/${name}.json`, { items }]));
}

/** A release's content split in two: the words, and the datalist files (sent to the browser apart). */
export function splitContent(content: Bundle['content']): { words: Bundle['content']; datalists: Bundle['content'] } {
  const words: Bundle['content'] = {};
  const datalists: Bundle['content'] = {};
  for (const [path, file] of Object.entries(content)) (DATALIST_FILE.test(path) ? datalists : words)[path] = file;
  return { words, datalists };
}

export function stepKeyOf(path: string): string {
  return path.replace(/^steps\//, '').replace(/\.(schema|ui)\.json$/, '');
}

/** The record a sample file (schemas/samples/<wizard>.json) holds: the file without its `$schema` and `$comment`. */
export function sampleRecord(sample: unknown): Record<string, unknown> {
  const { $schema: _schema, $comment: _comment, ...record } = structuredClone(sample) as Record<string, unknown>;
  return record;
}

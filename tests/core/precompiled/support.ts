/**
 * Helpers of the precompiled-validators tests: the generated modules written where vitest can
 * import them, and the values both kinds of validators are asked about.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bundle } from '../../../src/core/bundle';
import { generateValidators } from '../../../src/core/schema/compiled/generate';
import { linkDocumentConditions, linkValidators, type DocumentsModule, type FolderModule, type IndexModule } from '../../../src/core/schema/compiled/link';
import { precompiledDocumentConditions, precompiledValidators } from '../../../src/core/schema/compiled/precompiled';
import type { SchemaValidators } from '../../../src/core/schema/schema-validators';
import { repoRoot } from '../helpers/load-bundle';
import { sampleRecord } from '../../../src/core/schema/bundle-files';

export interface GeneratedModules {
  createSchemaValidators(bundle: Bundle): SchemaValidators;
  compileDocumentCondition(schema: object): (value: unknown) => boolean;
  /** the folders asked to be fetched without running (the browser's modulepreload), in the order asked */
  prefetched: string[];
  dispose(): Promise<void>;
}

/** Generates the modules the server serves for a release, writes them under tests/.tmp and imports them as the browser does. */
export async function importGenerated(bundle: Bundle): Promise<GeneratedModules> {
  const dir = path.join(repoRoot, 'tests/.tmp', `precompiled-${process.pid}-${Date.now()}`);
  await mkdir(dir, { recursive: true });
  const sources = generateValidators(bundle);
  const load = async (name: string, code: string) => {
    await writeFile(path.join(dir, name), code);
    return import(/* @vite-ignore */ pathToFileURL(path.join(dir, name)).href);
  };
  for (const [folder, code] of Object.entries(sources.folders)) await writeFile(path.join(dir, `steps-${folder}.js`), code);
  const index = (await load('index.js', sources.index)) as IndexModule;
  const documents = linkDocumentConditions((await load('documents.js', sources.documents)) as DocumentsModule);
  const prefetched: string[] = [];
  const generated = linkValidators(
    index,
    (folder) => import(/* @vite-ignore */ pathToFileURL(path.join(dir, `steps-${folder}.js`)).href) as Promise<FolderModule>,
    (folder) => prefetched.push(folder),
  );
  return {
    prefetched,
    createSchemaValidators: (given) => precompiledValidators(given, generated),
    compileDocumentCondition: precompiledDocumentConditions(documents),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = Record<string, any>;

const isObject = (v: unknown): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A plausible value of an (inlined) step schema: the first choice of lists, a date for dates, one row for lists. */
export function exampleOf(schema: Node | undefined, datalist: (name: string) => { code: string }[], depth = 0): Json {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = exampleOf(v as Node, datalist, depth + 1);
    return out;
  }
  if (type === 'array') return [exampleOf(schema.items, datalist, depth + 1)];
  if (type === 'number' || type === 'integer') return typeof schema.minimum === 'number' ? schema.minimum + 1 : 1;
  if (type === 'boolean') return true;
  if (typeof schema.datalist === 'string') return datalist(schema.datalist)[0]?.code ?? 'X';
  if (schema.format === 'date' || schema.minDate || schema.maxDate) return '2020-02-29';
  if (schema.format === 'email') return 'someone@example.com';
  return 'Abc';
}

/** Wrong values for one leaf, by what the leaf holds. */
function wrongFor(value: Json): (Json | undefined)[] {
  if (typeof value === 'string')
    return [undefined, '', '   ', ' lead', 'trail ', 'A'.repeat(300), '<b>&{}', '123', '2999-12-31', '1900-01-01', 'not@mail', 7, null];
  if (typeof value === 'number') return [undefined, -1, 0, 0.5, 1e15, '7', 'x', null];
  if (typeof value === 'boolean') return [undefined, !value, 'true', 1, null];
  if (Array.isArray(value)) return [undefined, [], value.length ? [value[0], value[0]] : ['x', 'x'], Array(30).fill(value[0] ?? 'x'), 'x'];
  if (isObject(value)) return [undefined, {}, [], 'x'];
  return [undefined, 'x', 1];
}

/** `value` with one leaf (or branch) replaced by each of its wrong values, every place in turn. */
export function mutationsOf(value: Json): Json[] {
  const out: Json[] = [];
  const visit = (node: Json, set: (replacement: Json | undefined) => Json) => {
    for (const wrong of wrongFor(node)) out.push(set(wrong));
    if (Array.isArray(node))
      node.forEach((child, i) => visit(child, (r) => set(r === undefined ? node.filter((_, j) => j !== i) : node.map((c, j) => (j === i ? r : c)))));
    else if (isObject(node)) {
      for (const key of Object.keys(node)) {
        visit(node[key], (r) => {
          const copy = { ...node };
          if (r === undefined) delete copy[key];
          else copy[key] = r;
          return set(copy);
        });
      }
    }
  };
  if (isObject(value))
    for (const key of Object.keys(value))
      visit(value[key], (r) => {
        const copy = { ...value };
        if (r === undefined) delete copy[key];
        else copy[key] = r;
        return copy;
      });
  return out;
}

/** A sample file's record (without its $schema and $comment). */
export function sample(bundle: Bundle, name: string): Record<string, Json> {
  return sampleRecord(bundle.schemas[`samples/${name}.json`]) as Record<string, Json>;
}

/**
 * `npm run schemas:json`: writes the JSON Schema of each kind of analysts' file to
 * public/json-schemas/ (rules files by their declaration, UI files, wizards, words), and gives every
 * file of schemas/ and content/ the `$schema` that names its own, so an editor checks the file as
 * it is typed; keeps the list of words the code reads (src/core/messages/words-read.ts), the fields
 * of the record it names (src/core/wizard/fields-read.ts) and the
 * TypeScript types of the declared ui:options (src/web/forms/theme/shared/widget-options.ts). Run it
 * after adding a file, a rules setting, a widget, a widget's option or a word the code reads; `npm run schemas:check`
 * says when it is due. Usage: node --import tsx src/cli/schemas-json.ts [rootDir]
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { EDITOR_SCHEMAS_DIR, editorSchemas, expectedSchemaRef } from '../core/schema/file-schemas';
import { loadBundle } from '../server/content/load-bundle';
import { runCli } from './cli-support';
import { widgetDeclarations } from '../core/schema/widget-options';
import { WIDGET_OPTIONS_FILE, widgetOptionsTs } from '../core/schema/widget-options-ts';
import { FIELDS_READ_FILE, scanFieldsRead, scanWordsRead, WORDS_READ_FILE } from './scan-words-read';
import { declaredFields } from '../core/wizard/fields-read';
import { listWithSchemaRef, withSchemaRef } from './schema-ref';

async function main(): Promise<number> {
  const root = path.resolve(process.argv[2] ?? process.cwd());
  const bundle = await loadBundle(root);
  const options = { ...((await resolveConfig(path.join(root, 'package.json'))) ?? {}), parser: 'json' };
  const written: string[] = [];

  for (const [name, schema] of Object.entries(editorSchemas(bundle))) {
    const target = path.join(root, EDITOR_SCHEMAS_DIR, name);
    await mkdir(path.dirname(target), { recursive: true });
    const text = await format(JSON.stringify({ $comment: 'Written by npm run schemas:json: do not edit.', ...schema }), options);
    const before = await readFile(target, 'utf8').catch(() => '');
    if (before !== text) {
      await writeFile(target, text);
      written.push(path.relative(root, target));
    }
  }

  for (const folder of ['schemas', 'content'] as const) {
    for (const [file, value] of Object.entries(bundle[folder])) {
      const expected = expectedSchemaRef(`${folder}/${file}`, bundle);
      if (!expected || value === null || typeof value !== 'object') continue;
      if (!Array.isArray(value) && (value as Record<string, unknown>).$schema === expected) continue;
      const target = path.join(root, folder, file);
      const text = await readFile(target, 'utf8');
      await writeFile(target, Array.isArray(value) ? listWithSchemaRef(text, expected) : withSchemaRef(text, expected));
      written.push(`${folder}/${file}`);
    }
  }
  // the words the code reads, for the schema check's report of words nothing reads
  const wordsRead = path.join(root, WORDS_READ_FILE);
  const wordsText = await format(JSON.stringify(await scanWordsRead(root)), options);
  if ((await readFile(wordsRead, 'utf8').catch(() => '')) !== wordsText) {
    await writeFile(wordsRead, wordsText);
    written.push(WORDS_READ_FILE);
  }

  // the fields of the record the code names, for the schema check's refusal of a rename
  const fieldsRead = path.join(root, FIELDS_READ_FILE);
  const fieldsText = await format(JSON.stringify(await scanFieldsRead(root, declaredFields(bundle))), options);
  if ((await readFile(fieldsRead, 'utf8').catch(() => '')) !== fieldsText) {
    await writeFile(fieldsRead, fieldsText);
    written.push(FIELDS_READ_FILE);
  }

  // the TypeScript types of the declared ui:options, which the widgets read
  const declarations = widgetDeclarations(bundle);
  if (declarations) {
    const target = path.join(root, WIDGET_OPTIONS_FILE);
    const text = await format(widgetOptionsTs(declarations), { ...options, parser: 'typescript' });
    if ((await readFile(target, 'utf8').catch(() => '')) !== text) {
      await writeFile(target, text);
      written.push(WIDGET_OPTIONS_FILE);
    }
  }

  console.log(written.length ? `schemas:json wrote ${written.length} files:\n${written.join('\n')}` : 'schemas:json: every file is current');
  return 0;
}

runCli(main);

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { format, resolveConfig } from 'prettier';
import { widgetDeclarations } from '../../src/core/schema/widget-options';
import { WIDGET_OPTIONS_FILE, widgetOptionsTs } from '../../src/core/schema/widget-options-ts';
import { loadBundle, repoRoot } from './helpers/load-bundle';

/** Every `options.<name>` the forms' code reads (src/web/forms), by file. */
function optionsRead(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const dir = path.join(repoRoot, 'src/web/forms');
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/\boptions\.([A-Za-z]+)\b/g))
      found.set(name, [...(found.get(name) ?? []), path.relative(repoRoot, file)]);
  }
  return found;
}

/** What the code reads under `options` that no UI file writes: RJSF's own list of an enum, and the choices a parent field hands its cells. */
const NOT_UI_OPTIONS = new Set(['enumOptions', 'choices']);

// A ui:options key the code reads but schemas/defs/widgets.json does not declare is refused by the
// check in every UI file, so the option can never be used: the declaration and the code agree.
describe('the ui:options the forms read are the ones schemas/defs/widgets.json declares', () => {
  it('declares every option the code reads', async () => {
    const file = JSON.parse(readFileSync(path.join(repoRoot, 'schemas/defs/widgets.json'), 'utf8')) as {
      options: Record<string, unknown>;
      widgets: Array<{ options?: Record<string, unknown> }>;
    };
    const declared = new Set([...Object.keys(file.options), ...file.widgets.flatMap((w) => Object.keys(w.options ?? {}))]);
    const undeclared = [...optionsRead()].filter(([name]) => !declared.has(name) && !NOT_UI_OPTIONS.has(name)).map(([name, files]) => `${name} (${files[0]})`);
    expect(undeclared).toEqual([]);
  });
});

// The widgets read their options through the types npm run schemas:json writes from the same
// declarations: the file is what the declarations give, so an option is declared in one place.
describe('the widgets read their options as widgets.json declares them', () => {
  it('src/web/forms/theme/shared/widget-options.ts holds the declarations’ types, as npm run schemas:json writes them', async () => {
    const bundle = await loadBundle(repoRoot);
    const declarations = widgetDeclarations(bundle)!;
    const options = { ...((await resolveConfig(path.join(repoRoot, 'package.json'))) ?? {}), parser: 'typescript' };
    const expected = await format(widgetOptionsTs(declarations), options);
    expect(readFileSync(path.join(repoRoot, WIDGET_OPTIONS_FILE), 'utf8'), 'run npm run schemas:json').toBe(expected);
  });

  it('gives each widget its own options beside those of any field', async () => {
    const text = widgetOptionsTs({
      options: { help: { type: 'string', description: 'the help line' } },
      widgets: [{ name: 'textarea', use: 'lines', options: { rows: { type: 'integer' }, noEnter: { type: 'boolean' } } }, { name: 'text' }],
    });
    expect(text).toContain('/** the help line */\nhelp?: string;');
    expect(text).toContain('"textarea": FieldOptions & {\nrows?: number;\nnoEnter?: boolean;\n};');
    expect(text).toContain('"text": FieldOptions;');
  });
});

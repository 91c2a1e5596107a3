import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/load-bundle';

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
    const declared = new Set((JSON.parse(readFileSync(path.join(repoRoot, 'schemas/defs/widgets.json'), 'utf8')) as { options: string[] }).options);
    const undeclared = [...optionsRead()].filter(([name]) => !declared.has(name) && !NOT_UI_OPTIONS.has(name)).map(([name, files]) => `${name} (${files[0]})`);
    expect(undeclared).toEqual([]);
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RJSF_RESOLVE_START, withRefFreeCheck } from '../../../vite.config';

// vite.config.ts refFreeSchemas: the build has RJSF's resolveAllReferences return a schema without
// any $ref at once. An RJSF upgrade that changes the function's start fails here before the build;
// and the patched function resolves exactly what RJSF's own does.
type Resolve = (schema: object, rootSchema: object, recurseList: string[]) => object;
// require resolves to dist/index.cjs; the build bundles lib/ (the `import` entry)
const file = path.join(path.dirname(createRequire(import.meta.url).resolve('@rjsf/utils')), '../lib/schema/retrieveSchema.js');
const original = readFileSync(file, 'utf8');
const dir = mkdtempSync(path.join(tmpdir(), 'rjsf-ref-free-'));
let patched: Resolve;
let theirs: Resolve;

beforeAll(async () => {
  // the patched module, its relative imports pointing at RJSF's own files
  const libDir = pathToFileURL(path.dirname(file)).href;
  const code = withRefFreeCheck(original).replace(/^\/\/# sourceMappingURL=.*$/m, "").replace(/from "(\.\.?\/[^"]+)"/g, (_all, spec: string) => `from "${new URL(spec, `${libDir}/`).href}"`);
  const out = path.join(dir, 'retrieveSchema.js');
  writeFileSync(out, code);
  patched = (await import(pathToFileURL(out).href)).resolveAllReferences as Resolve;
  theirs = (await import(pathToFileURL(file).href)).resolveAllReferences as Resolve;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("RJSF's resolveAllReferences as the build patches it", () => {
  it('starts as the build expects in the RJSF the project installs', () => {
    expect(original).toContain(RJSF_RESOLVE_START);
    expect(withRefFreeCheck(original)).toContain('if (refFree(schema)) return schema;');
  });

  it('gives back a schema without refs as it is, and resolves refs as RJSF does, also inside a part seen before', () => {
    const name = { type: 'string', maxLength: 30 };
    const free = { type: 'object', properties: { name, tags: { type: 'array', items: { type: 'string' } } } };
    expect(patched(free, free, [])).toBe(free);
    expect(patched(free, free, [])).toBe(theirs(free, free, []));

    const root = { $defs: { name }, type: 'object', properties: { first: { $ref: '#/$defs/name' }, plain: free, list: { type: 'array', items: { $ref: '#/$defs/name' } } } };
    const resolved = patched(root, root, []);
    expect(resolved).not.toBe(root);
    expect(resolved).toEqual(theirs(root, root, []));
    expect((resolved as { properties: { plain: object } }).properties.plain).toBe(free);
    // a part already known to be free of refs keeps its answer; one holding a ref never gets it
    const holder = { type: 'object', properties: { again: free, ref: { $ref: '#/$defs/name' } } };
    const rootTwo = { ...holder, $defs: { name } };
    expect(patched(rootTwo, rootTwo, [])).toEqual(theirs(rootTwo, rootTwo, []));
    expect(patched(rootTwo, rootTwo, [])).not.toBe(rootTwo);
  });
});

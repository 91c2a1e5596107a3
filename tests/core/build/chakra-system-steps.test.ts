import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAKRA_SYSTEM_EDITS, CHAKRA_SYSTEM_PAUSES, withChakraEdits } from '../../../vite.config';

// vite.config.ts chakraSystem: the build gives Chakra's createSystem a generator of the same
// work in steps (createSystem.steps), which the browser runs a task per step. A Chakra upgrade that
// changes those statements fails here before it fails the build; and both ways make the same system.
type CreateSystem = ((...configs: object[]) => System) & { steps?: (...configs: object[]) => Generator<void, System, void> };
interface System {
  css: (style: object) => object;
  token: (path: string) => string | undefined;
  tokens: { allTokens: Array<{ name: string; value: unknown }> };
  getRecipeFn: (key: string) => (props: object) => object;
  isValidProperty: (prop: string) => boolean;
}

const chakraDir = path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));
const styledSystem = path.join(chakraDir, 'dist/esm/styled-system');
const originals = Object.fromEntries(Object.keys(CHAKRA_SYSTEM_EDITS).map((file) => [file, readFileSync(path.join(styledSystem, file), 'utf8')]));
const dir = mkdtempSync(path.join(tmpdir(), 'chakra-system-steps-'));
let stepped: CreateSystem;
let theirs: CreateSystem;
let configs: object[];

beforeAll(async () => {
  // the changed files side by side; their other relative imports point at Chakra's own files
  const here = pathToFileURL(styledSystem).href;
  for (const [file, original] of Object.entries(originals)) {
    const code = withChakraEdits(file, original)
      .replace(/^\/\/# sourceMappingURL=.*$/m, '')
      .replace(/from '(\.\.?\/[^']+)'/g, (all, spec: string) => (spec.slice(2) in originals ? all : `from '${new URL(spec, `${here}/`).href}'`));
    writeFileSync(path.join(dir, file), code);
  }
  stepped = (await import(pathToFileURL(path.join(dir, 'system.js')).href)).createSystem as CreateSystem;
  theirs = (await import(pathToFileURL(path.join(styledSystem, 'system.js')).href)).createSystem as CreateSystem;
  const { defaultConfig } = (await import('@chakra-ui/react')) as unknown as { defaultConfig: object };
  configs = [defaultConfig, { theme: { tokens: { colors: { brand: { 600: { value: '#9e1b2f' } } } } } }];
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const probe = (system: System) => ({
  css: system.css({ color: 'brand.600', p: 4, _hover: { bg: 'red.700' }, md: { fontSize: 'lg' } }),
  token: system.token('colors.brand.600'),
  spacing: system.token('spacing.4'),
  tokens: system.tokens.allTokens.map((t) => `${t.name}=${JSON.stringify(t.value)}`),
  button: system.getRecipeFn('button')({ size: 'sm', variant: 'outline' }),
  valid: ['color', 'colorPalette', '_hover', 'notAProp'].map(system.isValidProperty),
});

describe("Chakra's createSystem as the build makes it in steps", () => {
  it('holds every text the build changes, in the Chakra the project installs', () => {
    for (const [file, { edits }] of Object.entries(CHAKRA_SYSTEM_EDITS)) for (const [from] of edits) expect(originals[file], file).toContain(from);
    expect(CHAKRA_SYSTEM_PAUSES).toBe(4);
  });

  it('pauses once per step and makes the system createSystem makes, as does the patched createSystem', () => {
    expect(stepped.steps).toBeTypeOf('function');
    const making = stepped.steps!(...configs);
    let pauses = 0;
    let step = making.next();
    while (!step.done) {
      pauses++;
      step = making.next();
    }
    expect(pauses).toBe(CHAKRA_SYSTEM_PAUSES);
    const expected = probe(theirs(...configs));
    expect(expected.token).toBe('#9e1b2f');
    expect(probe(step.value)).toEqual(expected);
    expect(probe(stepped(...configs))).toEqual(expected);
  });
});

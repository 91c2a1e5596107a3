import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAKRA_GLOBALS } from '../../../vite.config';

// vite.config.ts chakraSystem: the build drops createSystem's global CSS (index.html holds
// it). A Chakra upgrade that changes that line fails here before it fails the build.
describe('the line of Chakra that the build replaces', () => {
  it('is still in the Chakra the project installs', () => {
    const packageJson = createRequire(import.meta.url).resolve('@chakra-ui/react/package.json');
    const system = readFileSync(path.join(path.dirname(packageJson), 'dist/esm/styled-system/system.js'), 'utf8');
    expect(system).toContain(CHAKRA_GLOBALS);
  });
});

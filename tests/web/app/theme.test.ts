import { semanticTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../../../src/web/app/theme';

const system = appSystem();

/** Chakra's semantic colour tokens with a light value that names another token: [css variable, the variable it names]. */
function lightReferences(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const visit = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const value = (node as { value?: { _light?: unknown } }).value;
    if (value && typeof value === 'object' && typeof value._light === 'string') {
      const named = /^\{colors\.(.+)\}$/.exec(value._light);
      const own = path
        .filter((part) => part !== 'DEFAULT')
        .join('-')
        .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      if (named) pairs.push([`--chakra-colors-${own}`, `var(--chakra-colors-${named[1].replace(/\./g, '-')})`]);
      return;
    }
    for (const [key, child] of Object.entries(node)) visit(child, [...path, key]);
  };
  visit(semanticTokens.colors, []);
  return pairs;
}

describe('the theme (src/web/app/theme.ts)', () => {
  const tokenCss = JSON.stringify(system.getTokenCss());

  it('carries no dark-mode values: the app has no dark mode, and they doubled the theme’s start-up work', () => {
    expect(tokenCss).not.toContain('.dark');
  });

  it('keeps every semantic colour at its light value', () => {
    const pairs = lightReferences();
    expect(pairs.length).toBeGreaterThan(50);
    const ours = new Set(['--chakra-colors-gray-focus-ring']); // the app's own navy focus ring (theme.ts)
    for (const [variable, value] of pairs) {
      if (ours.has(variable) || variable.startsWith('--chakra-colors-brand') || /^--chakra-colors-(cyan|pink|yellow)-/.test(variable)) continue;
      expect(tokenCss, variable).toContain(`"${variable}":"${value}"`);
    }
  });

  it('leaves out the palettes nothing names, and every colour variable the CSS uses is defined', () => {
    expect(tokenCss).not.toMatch(/--chakra-colors-(cyan|pink|yellow)-/);
    const defined = new Set([...tokenCss.matchAll(/"(--chakra-colors-[\w-]+)":/g)].map((m) => m[1]));
    const used = new Set([...tokenCss.matchAll(/var\((--chakra-colors-[\w-]+)\)/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(50);
    for (const variable of used) expect(defined, variable).toContain(variable);
  });
});

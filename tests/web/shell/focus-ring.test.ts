import { describe, expect, it } from 'vitest';
import { appSystem } from '../../../src/web/app/theme';

const system = appSystem();

// The focus ring must stand out from the white page (WCAG 1.4.11: 3:1). Chakra rings fields,
// selects and outline buttons in their palette's focusRing colour, gray.400 by default (2.6:1);
// red rings a field in error.

/** The colour a token finally names (following {colors.…} references; light mode). */
function resolve(name: string): string {
  const token = system.tokens.getByName(name);
  if (!token) throw new Error(`no token ${name}`);
  // a value per colour mode sits in the token's conditions
  const conditions = (token.extensions as { conditions?: Record<string, string> }).conditions ?? {};
  const value = conditions._light ?? conditions.base ?? String(token.originalValue);
  const reference = /^\{(.+)\}$/.exec(value);
  return reference ? resolve(reference[1]) : value;
}

function contrastOnWhite(hex: string): number {
  const channels = hex
    .replace('#', '')
    .match(/../g)!
    .map((c) => parseInt(c, 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

describe('the focus ring', () => {
  it.each(['gray', 'brand', 'red'])('of the %s palette stands out from white by at least 3:1', (palette) => {
    const colour = resolve(`colors.${palette}.focusRing`);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastOnWhite(colour)).toBeGreaterThanOrEqual(3);
  });
});

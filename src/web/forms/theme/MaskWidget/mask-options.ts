import type { FactoryOpts } from 'imask';

/**
 * IMask options for a mask from the UI schema. In a mask, 0 is a digit, a a letter, * any character and
 * X a letter or digit (the GIIN "XXXXXX-XXXXX-XX-XXX"); every other character is fixed, so
 * "784-0000-0000000-0" always starts with 784. `uppercase` turns letters to capitals as typed.
 */
export function maskOptions(mask: string, uppercase: boolean): FactoryOpts {
  return {
    mask,
    definitions: { X: /[A-Za-z0-9]/ },
    prepareChar: uppercase ? (text: string) => text.toUpperCase() : undefined,
  } as FactoryOpts;
}

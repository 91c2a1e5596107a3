/**
 * The value a number field stores for what was typed: a number when the text is one, the text itself
 * otherwise (so the validator reports it as not a valid number), and for blank either 0 or nothing.
 */
export function parseNumberInput(text: string, blankAsZero: boolean): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return blankAsZero ? 0 : undefined;
  const normalised = trimmed.replace(/,/g, '');
  if (/^-?\d+(\.\d+)?$/.test(normalised)) return Number(normalised);
  return text;
}

/** What the input shows for a stored value. */
export function displayNumber(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value);
}

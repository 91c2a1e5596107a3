/** Small statistics and a place where each test file leaves its figures for the report. */

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

/** Prints one labelled block of figures (vitest shows it under the test file). */
export function report(title: string, figures: Record<string, string | number>): void {
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  console.log([`── ${title}`, ...Object.entries(figures).map(([k, v]) => `   ${k.padEnd(width)}  ${v}`)].join('\n'));
}

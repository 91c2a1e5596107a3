/**
 * Sentences from content JSON. Keys are dotted paths into nested objects (as i18next's default
 * key separator); templates use single braces: `{field}`, `{limit, number}` (grouped digits),
 * `{limit, date}` (yyyy-MM-dd shown as dd/MM/yyyy).
 */
import { groupDigits } from './group-digits';

export function lookup(tree: unknown, key: string): string | undefined {
  if (tree && typeof tree === 'object' && typeof (tree as Record<string, unknown>)[key] === 'string') {
    return (tree as Record<string, string>)[key];
  }
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasKey(tree: unknown, key: string): boolean {
  return lookup(tree, key) !== undefined;
}

/** dd/MM/yyyy for a yyyy-MM-dd text; other values unchanged. */
export function displayDate(value: unknown): string {
  const text = String(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : text;
}

function formatValue(value: unknown, format: string | undefined): string {
  if (value === undefined || value === null) return '';
  if (format === 'number' && typeof value === 'number') return groupDigits(value);
  if (format === 'date') return displayDate(value);
  return String(value);
}

export function interpolate(template: string, vars: Record<string, unknown> = {}): string {
  return template.replace(/\{\s*([A-Za-z_][\w.]*)\s*(?:,\s*(\w+)\s*)?\}/g, (whole, name: string, format?: string) =>
    name in vars ? formatValue(vars[name], format) : whole,
  );
}

import type { RJSFSchema } from '@rjsf/utils';

const empty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Whether a row counts as filled for the "add another" rule: every required
 * property of the item schema is filled, or every property when none is required; a scalar row
 * just has to be non-empty.
 */
export function isRowFilled(row: unknown, itemSchema: RJSFSchema | undefined): boolean {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return !empty(row);
  const values = row as Record<string, unknown>;
  const required = Array.isArray(itemSchema?.required) ? itemSchema.required : [];
  const keys = required.length ? required : Object.keys(itemSchema?.properties ?? values);
  return keys.every((key) => !empty(values[key]));
}

/** The add button is enabled when adding is allowed (maxItems) and the last row is filled. */
export function canAddRow(rows: unknown, itemSchema: RJSFSchema | undefined, canAdd: boolean, requireFilled: boolean): boolean {
  if (!canAdd) return false;
  const list = Array.isArray(rows) ? rows : [];
  if (!requireFilled || list.length === 0) return true;
  return isRowFilled(list[list.length - 1], itemSchema);
}

/** Repeatable rows stored as parallel lists (orgKYCDetails.industryMultiSelect[0]: industry[i] ↔ subCategory[i]). */
export type Columns = Record<string, unknown[]>;

const empty = (value: unknown) => value === undefined || value === null || value === '';

export function rowCount(value: Record<string, unknown> | undefined, columns: string[], keepOne: boolean): number {
  const n = Math.max(0, ...columns.map((c) => (Array.isArray(value?.[c]) ? (value![c] as unknown[]).length : 0)));
  return keepOne ? Math.max(n, 1) : n;
}

function listsOf(value: Record<string, unknown> | undefined, columns: string[], n: number): Columns {
  const out: Columns = {};
  for (const c of columns) {
    const list = Array.isArray(value?.[c]) ? [...(value![c] as unknown[])] : [];
    while (list.length < n) list.push('');
    out[c] = list;
  }
  return out;
}

/** The value with cell (row, column) set; every column keeps the same length. */
export function setCell(
  value: Record<string, unknown> | undefined,
  columns: string[],
  n: number,
  row: number,
  column: string,
  cell: unknown,
  clear: string[] = [],
) {
  const lists = listsOf(value, columns, Math.max(n, row + 1));
  lists[column][row] = cell;
  for (const c of clear) lists[c][row] = '';
  return { ...value, ...lists };
}

export function addRow(value: Record<string, unknown> | undefined, columns: string[], n: number) {
  const lists = listsOf(value, columns, n + 1);
  return { ...value, ...lists };
}

/** The value without row `row`; with keepOne an emptied list keeps one empty row. */
export function deleteRow(value: Record<string, unknown> | undefined, columns: string[], n: number, row: number, keepOne: boolean) {
  const lists = listsOf(value, columns, n);
  for (const c of columns) lists[c].splice(row, 1);
  if (keepOne && n - 1 === 0) for (const c of columns) lists[c] = [''];
  return { ...value, ...lists };
}

export function isRowFilled(value: Record<string, unknown> | undefined, columns: string[], row: number): boolean {
  return columns.every((c) => !empty((value?.[c] as unknown[] | undefined)?.[row]));
}

import { withValueAt, type Segment } from './json-path';

/** A value both sides changed, each to something else: the person chooses. */
export interface MergeConflict {
  path: Segment[];
  /** what both sides started from (kept so that the conflict can be asked again after a reload) */
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep equality of JSON values; a key whose value is undefined counts as absent. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index]));
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameJson(a[key], b[key])) return false;
  return true;
}

/** The key that names a list's items (the first of `idKeys` every item carries), if any. */
function identityKey(lists: unknown[][], idKeys: readonly string[]): string | undefined {
  return idKeys.find((key) => lists.every((list) => list.every((item) => isPlain(item) && (typeof item[key] === 'string' || typeof item[key] === 'number'))));
}

/**
 * Three-way merge of a record, value by value: `base` is what this window last had from the server,
 * `mine` what it holds now, `theirs` what the server holds now (another window saved it). What only
 * one side changed is taken from that side; what both changed alike is kept; what both changed
 * differently is a conflict, for which `theirs` stands in the result until the person chooses.
 * Lists whose items carry an id (`idKeys`, e.g. signatoryId) merge item by item, so two windows
 * editing two stakeholders do not collide; other lists of the same length merge by position.
 */
export function mergeRecords(base: unknown, mine: unknown, theirs: unknown, idKeys: readonly string[] = []): { merged: unknown; conflicts: MergeConflict[] } {
  const conflicts: MergeConflict[] = [];

  const merge = (b: unknown, m: unknown, t: unknown, path: Segment[]): unknown => {
    if (sameJson(m, b)) return t;
    if (sameJson(t, b) || sameJson(m, t)) return m;
    if (isPlain(m) && isPlain(t)) {
      const from = isPlain(b) ? b : {};
      const out: Plain = {};
      for (const key of new Set([...Object.keys(t), ...Object.keys(m)])) {
        const value = merge(from[key], m[key], t[key], [...path, key]);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    if (Array.isArray(m) && Array.isArray(t)) {
      const from = Array.isArray(b) ? b : [];
      const key = identityKey([from, m, t], idKeys);
      if (key !== undefined) return mergeById(from as Plain[], m as Plain[], t as Plain[], key, path);
      if (m.length === t.length && from.length === m.length) return m.map((item, index) => merge(from[index], item, t[index], [...path, index]));
    }
    conflicts.push({ path, base: b, mine: m, theirs: t });
    return t;
  };

  const mergeById = (b: Plain[], m: Plain[], t: Plain[], key: string, path: Segment[]): Plain[] => {
    const byId = (list: Plain[]) => new Map(list.map((item) => [item[key], item]));
    const [baseItems, mineItems, theirItems] = [byId(b), byId(m), byId(t)];
    const out: Plain[] = [];
    // their order first, then what only this window added
    for (const item of t) {
      const id = item[key];
      const before = baseItems.get(id);
      const mineItem = mineItems.get(id);
      if (mineItem === undefined) {
        // this window removed it: gone, unless the other window changed it meanwhile
        if (before !== undefined && sameJson(before, item)) continue;
        if (before !== undefined) conflicts.push({ path: [...path, out.length], base: before, mine: undefined, theirs: item });
        out.push(item);
        continue;
      }
      out.push(merge(before, mineItem, item, [...path, out.length]) as Plain);
    }
    for (const item of m) {
      const id = item[key];
      if (theirItems.has(id)) continue;
      // the other window removed an item this window left as it was: gone; one this window changed stays
      const before = baseItems.get(id);
      if (before !== undefined && sameJson(before, item)) continue;
      if (before !== undefined) conflicts.push({ path: [...path, out.length], base: before, mine: item, theirs: undefined });
      out.push(item);
    }
    return out;
  };

  return { merged: merge(base, mine, theirs, []), conflicts };
}

/**
 * A person's edit, made on `base`, laid over `current` (what the page holds now): when another
 * window's record arrived between the form's last render and the edit, the edit carries the form's
 * older values of the fields it did not touch; only what the edit changed is taken, and where both
 * changed a value, the edit (what the person just did) stands.
 */
export function layEdit(base: unknown, edited: unknown, current: unknown, idKeys: readonly string[] = []): unknown {
  if (current === base || base === undefined) return edited;
  const { merged, conflicts } = mergeRecords(base, edited, current, idKeys);
  return conflicts.reduce((record, c) => withValueAt(record, c.path, c.mine, c.mine !== undefined), merged);
}

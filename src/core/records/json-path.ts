/** A key of an object or an index of a list on the way from a record's root to one of its values. */
export type Segment = string | number;

/**
 * The segments of a FieldError path as `jsonPath` writes it (src/core/schema/describe-errors.ts):
 * `$.organizationInfo.companyName`, `$.signatoryInfo[0].firstName`, `$["odd key"]`. Answers
 * undefined for a path of another form, which callers treat as "the whole record".
 */
export function parseJsonPath(path: string): Segment[] | undefined {
  if (!path.startsWith('$')) return undefined;
  const segments: Segment[] = [];
  const token = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  token.lastIndex = 1;
  while (token.lastIndex < path.length) {
    const match = token.exec(path);
    if (!match) return undefined;
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else segments.push(JSON.parse(match[3]) as string);
  }
  return segments;
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] => typeof value === 'object' && value !== null;

/** The value at `segments` (undefined where the way is missing). */
export function valueAt(root: unknown, segments: readonly Segment[]): unknown {
  let value = root;
  for (const segment of segments) {
    if (!isContainer(value)) return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}

/** Whether the way to `segments` exists, the last key included. */
export function hasValueAt(root: unknown, segments: readonly Segment[]): boolean {
  if (segments.length === 0) return true;
  const parent = valueAt(root, segments.slice(0, -1));
  return isContainer(parent) && Object.hasOwn(parent, segments[segments.length - 1]);
}

/**
 * A copy of `root` with the value at `segments` replaced by `value`, or removed when `present` is
 * false; only the containers on the way are copied. A way through a missing container is made, a
 * removal from a missing one changes nothing.
 */
export function withValueAt(root: unknown, segments: readonly Segment[], value: unknown, present = true): unknown {
  if (segments.length === 0) return present ? value : undefined;
  const [head, ...rest] = segments;
  const container = isContainer(root) ? root : typeof head === 'number' ? [] : {};
  if (!present && !Object.hasOwn(container, head)) return root;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<string | number, unknown>;
  if (rest.length === 0 && !present) {
    // a list keeps its positions: the item becomes empty rather than moving the ones after it
    if (Array.isArray(copy)) copy[head] = undefined;
    else delete copy[head];
    return copy;
  }
  copy[head] = withValueAt(copy[head], rest, value, present);
  return copy;
}

/**
 * Writes a JSON value over the text of a file that held an earlier version of it, changing only the
 * values that differ: the rest of the text (key order, line breaks, objects kept on one line) stays
 * byte for byte, so `git diff` of a one-word change is one line. jsonc-parser finds where each value
 * sits; the text put in follows the file's own layout (one line where the container is on one line,
 * else one entry a line at the siblings' indentation, wrapped past the repository's print width).
 * What the edits give is parsed again and must equal the value, else the value is written whole.
 */
import { findNodeAtLocation, parseTree, type JSONPath, type Node } from 'jsonc-parser';

type JsonObject = { [key: string]: unknown };

/**
 * The value a text holds, read as JSON.parse reads it: a key such as `__proto__` is the object's own
 * key there, where a parser that assigns keys would set the object's prototype and lose it. A text
 * that is not JSON holds nothing to keep.
 */
function valueOf(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** The repository's print width: a value put in on one line when it fits (or fits the file's longest line). */
const WIDTH = 160;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && same(a[key], b[key]));
  }
  return false;
}

/** A new file: two-space JSON with a final line break. */
export const newJsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** One line, as the repository writes short values: `{ "a": 1, "b": [1, 2] }`. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (isObject(value)) {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

/** On one line when it fits in `room`, else one entry a line under `indent`, each within `width`. */
function printed(value: unknown, indent: string, unit: string, room: number, width: number): string {
  const one = inline(value);
  if (one.length <= room || !(Array.isArray(value) || isObject(value))) return one;
  const inner = indent + unit;
  const lines = Array.isArray(value)
    ? value.map((item) => inner + printed(item, inner, unit, width - inner.length - 1, width))
    : Object.entries(value).map(([key, item]) => {
        const head = `${inner}${JSON.stringify(key)}: `;
        return head + printed(item, inner, unit, width - head.length - 1, width);
      });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return lines.length ? `${open}\n${lines.join(',\n')}\n${indent}${close}` : `${open}${close}`;
}

/** `text` with its value changed to `next`, touching only what differs. */
export function editedJsonText(text: string, next: unknown): string {
  const read = valueOf(text);
  if (!read) return newJsonText(next);
  const before = read.value;
  if (same(before, next)) return text;
  const unit = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  // a file whose lines run past the print width keeps values that long on one line too
  const width = Math.max(WIDTH, ...text.split('\n').map((line) => line.length));
  let out = text;

  const splice = (offset: number, length: number, insert: string) => (out = out.slice(0, offset) + insert + out.slice(offset + length));
  const nodeAt = (path: JSONPath): Node => {
    const root = parseTree(out)!;
    return path.length === 0 ? root : findNodeAtLocation(root, path)!;
  };
  const lineStart = (offset: number) => out.lastIndexOf('\n', offset - 1) + 1;
  const indentOf = (node: Node) => /^[ \t]*/.exec(out.slice(lineStart(node.offset)))![0];
  const oneLine = (node: Node) => !out.slice(node.offset, node.offset + node.length).includes('\n');
  // an object's entries are its property nodes; an array's are its items
  const entriesOf = (container: Node) => container.children ?? [];
  const entryOf = (valueNode: Node) => (valueNode.parent?.type === 'property' ? valueNode.parent : valueNode);

  const replace = (path: JSONPath, value: unknown) => {
    const node = nodeAt(path);
    const room = width - (node.offset - lineStart(node.offset)) - 1;
    splice(node.offset, node.length, printed(value, indentOf(entryOf(node)), unit, room, width));
  };
  const remove = (path: JSONPath) => {
    const entry = entryOf(nodeAt(path));
    const container = entry.parent!;
    const siblings = entriesOf(container);
    const i = siblings.indexOf(entry);
    const end = entry.offset + entry.length;
    if (siblings.length === 1) splice(container.offset + 1, container.length - 2, '');
    else if (i > 0) splice(siblings[i - 1].offset + siblings[i - 1].length, end - (siblings[i - 1].offset + siblings[i - 1].length), '');
    else splice(entry.offset, siblings[1].offset - entry.offset, '');
  };
  /** Puts an entry in a container laid out one entry a line, at `index` among its entries. */
  const insert = (path: JSONPath, index: number, key: string | undefined, value: unknown) => {
    const container = nodeAt(path);
    const siblings = entriesOf(container);
    const outer = indentOf(entryOf(container));
    const indent = siblings.length ? indentOf(siblings[0]) : outer + unit;
    const head = key === undefined ? '' : `${JSON.stringify(key)}: `;
    const entry = head + printed(value, indent, unit, width - indent.length - head.length - 1, width);
    if (index > 0) splice(siblings[index - 1].offset + siblings[index - 1].length, 0, `,\n${indent}${entry}`);
    else if (siblings.length) splice(siblings[0].offset, 0, `${entry},\n${indent}`);
    else splice(container.offset + 1, container.length - 2, `\n${indent}${entry}\n${outer}`);
  };

  const walk = (a: unknown, b: unknown, path: JSONPath): void => {
    if (same(a, b)) return;
    const containers = (isObject(a) && isObject(b)) || (Array.isArray(a) && Array.isArray(b));
    if (!containers || oneLine(nodeAt(path))) return replace(path, b);
    if (isObject(a) && isObject(b)) {
      // own keys only: a key such as toString is not an object's by inheritance
      for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) remove([...path, key]);
      const present = Object.keys(a).filter((key) => Object.hasOwn(b, key));
      const order = Object.keys(b);
      order.forEach((key, i) => {
        if (Object.hasOwn(a, key)) return walk(a[key], b[key], [...path, key]);
        // a new key goes after the key the new value puts before it
        const after = order
          .slice(0, i)
          .reverse()
          .find((name) => present.includes(name));
        const at = after === undefined ? 0 : present.indexOf(after) + 1;
        insert(path, at, key, b[key]);
        present.splice(at, 0, key);
      });
      return;
    }
    const [from, to] = [a as unknown[], b as unknown[]];
    if (from.length === to.length) return to.forEach((item, i) => walk(from[i], item, [...path, i]));
    // the items kept at the start and at the end stay; those between are taken out and put in
    let start = 0;
    while (start < from.length && start < to.length && same(from[start], to[start])) start += 1;
    let end = 0;
    while (end < from.length - start && end < to.length - start && same(from[from.length - 1 - end], to[to.length - 1 - end])) end += 1;
    for (let i = from.length - end - 1; i >= start; i -= 1) remove([...path, i]);
    for (let i = start; i < to.length - end; i += 1) insert(path, i, undefined, to[i]);
  };
  walk(before, next, []);
  const written = valueOf(out);
  return written && same(written.value, next) ? out : newJsonText(next);
}

/**
 * A stable key of a schema value (a condition, a documents rule): the same for equal content,
 * whatever the order of its properties, so the build-time generator and the browser name a
 * condition alike. The generator refuses two different schemas with one key.
 */

/**
 * JSON with object keys sorted at every level (code-unit order, as `<` compares strings). Built as
 * one string without intermediate arrays: a release's files (~1 MB) are keyed at every server start.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i += 1) text += (i ? ',' : '') + canonicalJson(value[i]);
    return `${text}]`;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    let text = '{';
    for (const key of Object.keys(record).sort()) {
      const item = record[key];
      if (item === undefined) continue;
      text += `${text.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(item)}`;
    }
    return `${text}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a fast 53-bit string hash (public domain). */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** "k" + base-36 hash of the canonical JSON. */
export function schemaKey(schema: unknown): string {
  return `k${hash53(canonicalJson(schema)).toString(36)}`;
}

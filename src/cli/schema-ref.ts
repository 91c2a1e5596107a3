/**
 * `text` (a JSON object) naming `ref` in its `$schema`, the analyst's layout kept: the key's value
 * replaced where it is, else the key added first, indented as the file's first key is.
 */
export function withSchemaRef(text: string, ref: string): string {
  const value = JSON.stringify(ref);
  const existing = /("\$schema"\s*:\s*)"(?:[^"\\]|\\.)*"/;
  if (existing.test(text)) return text.replace(existing, (_all, key: string) => `${key}${value}`);
  const open = text.indexOf('{');
  const rest = text.slice(open + 1);
  const firstKey = /^(\s*)"/.exec(rest);
  if (!firstKey) return `${text.slice(0, open + 1)} "$schema": ${value} ${rest.trimStart()}`;
  return `${text.slice(0, open + 1)}${firstKey[1]}"$schema": ${value},${rest}`;
}

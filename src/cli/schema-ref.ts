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

/** A bare list (`[…]`, an old datalist file) as `{"$schema": ref, "items": […]}`, its lines kept, one level deeper. */
export function listWithSchemaRef(text: string, ref: string): string {
  const body = text
    .trim()
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : `  ${line}`))
    .join('\n');
  return `{\n  "$schema": ${JSON.stringify(ref)},\n  "items": ${body}\n}\n`;
}

import type { Bundle } from '../../../core/bundle';

/** The words of one namespace: content/<lang>/<namespace>.json as parsed. */
export type Words = Record<string, unknown>;

/** Every namespace present, by language then namespace: resources.en.pages = content/en/pages.json. */
export type Resources = Record<string, Record<string, Words>>;

/** content/<lang>/<namespace>.json of the bundle, by language and namespace (new containers, shared word trees). */
export function resourcesOf(bundle: Pick<Bundle, 'content'>): Resources {
  const resources: Resources = {};
  for (const [path, value] of Object.entries(bundle.content)) {
    const match = /^([a-z]{2}(?:-[A-Z]{2})?)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match;
    resources[lang] ??= {};
    resources[lang][ns] = value as Words;
  }
  return resources;
}

/**
 * The value at a dotted path: "a.b.c" reads { a: { b: { c } } }, and also keys that hold dots
 * themselves ({ "a.b": { c } }, { a: { "b.c" } }). Own properties only.
 */
export function valueAt(tree: unknown, path: string): unknown {
  return walk(tree, path.split('.'));
}

function walk(node: unknown, parts: string[]): unknown {
  if (parts.length === 0) return node;
  if (!node || typeof node !== 'object') return undefined;
  for (let take = 1; take <= parts.length; take++) {
    const name = parts.slice(0, take).join('.');
    if (!Object.hasOwn(node, name)) continue;
    const found = walk((node as Record<string, unknown>)[name], parts.slice(take));
    if (found !== undefined) return found;
  }
  return undefined;
}

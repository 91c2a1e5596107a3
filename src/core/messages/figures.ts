/**
 * The figures words may name, so a fee or a limit has one home: `{services.express.chargeAmount}`,
 * `{packages.plus.cost, number}` in any word are filled from the release's own rules files
 * (services.json and packages.json; a list of objects with a `key` is named by its keys, and the
 * list a file is named after by the file alone).
 */
import type { Bundle } from '../bundle';

const FILES = ['services', 'packages'] as const;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(value: unknown, prefix: string, out: Record<string, string | number>): void {
  if (typeof value === 'number' || typeof value === 'string') out[prefix] = value;
  else if (Array.isArray(value)) {
    for (const item of value) if (isNode(item) && typeof item.key === 'string') flatten(item, `${prefix}.${item.key}`, out);
  } else if (isNode(value)) for (const [key, child] of Object.entries(value)) if (!key.startsWith('$')) flatten(child, `${prefix}.${key}`, out);
}

const cache = new WeakMap<Bundle, Record<string, string | number>>();

/** Every figure of the rules files words may name, by its dotted path ("services.express.chargeAmount"). */
export function figuresOf(bundle: Bundle): Record<string, string | number> {
  let figures = cache.get(bundle);
  if (!figures) {
    figures = {};
    for (const file of FILES) {
      const rules = bundle.schemas[`rules/${file}.json`];
      flatten(rules, file, figures);
      // a file's list named as the file ({ "packages": [...] }) is named by the file alone: packages.plus.cost
      if (isNode(rules) && Array.isArray(rules[file])) flatten(rules[file], file, figures);
    }
    cache.set(bundle, figures);
  }
  return figures;
}

import { yearsBetween } from '../../core/schema/dates';

/** Computations a UI schema may ask for with `ui:options.compute`. */
const COMPUTATIONS: Record<string, (source: unknown) => unknown> = {
  yearsSince: (source) => (typeof source === 'string' ? yearsBetween(source) : undefined),
};

export interface ComputedField {
  target: string[];
  from: string[];
  compute: (source: unknown) => unknown;
}

/** Fields whose UI schema says `"computeFrom": "<dotted path>", "compute": "<name>"`. */
export function computedFields(uiSchema: Record<string, unknown>, path: string[] = []): ComputedField[] {
  const out: ComputedField[] = [];
  const options = uiSchema['ui:options'] as Record<string, unknown> | undefined;
  if (options && typeof options.computeFrom === 'string' && typeof options.compute === 'string' && COMPUTATIONS[options.compute]) {
    out.push({ target: path, from: options.computeFrom.split('.'), compute: COMPUTATIONS[options.compute] });
  }
  for (const [key, child] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:') || key === 'items' || !child || typeof child !== 'object') continue;
    out.push(...computedFields(child as Record<string, unknown>, [...path, key]));
  }
  return out;
}

const get = (value: unknown, path: string[]) =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);

function set(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const node = value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
  node[path[0]] = set(node[path[0]], path.slice(1), leaf);
  return node;
}

/** `next` with every computed field whose source changed since `previous` recomputed. */
export function applyComputed(fields: ComputedField[], previous: unknown, next: unknown): unknown {
  let out = next;
  for (const field of fields) {
    const source = get(next, field.from);
    if (source === get(previous, field.from)) continue;
    const computed = field.compute(source);
    if (computed !== undefined) out = set(out, field.target, computed);
  }
  return out;
}

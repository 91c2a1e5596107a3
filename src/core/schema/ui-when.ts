/**
 * `ui:when` in a UI file: how a field looks, by the answers. At any node, a list of
 * `{"if": <JSON Schema over the wizard's root value>, "then": {…ui keys}, "else": {…ui keys}}`;
 * each rule lays the branch that applies over that node (`ui:options` key by key, other keys
 * replaced), in order. The root value carries the wizard context at `_context` (facts the record
 * alone cannot say, declared in schemas/defs/widgets.json `contextFacts`), as a step's `when` does.
 */
type Json = Record<string, unknown>;

export const UI_WHEN = 'ui:when';

export interface UiWhenRule {
  if: unknown;
  then?: Json;
  else?: Json;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function laid(node: Json, branch: Json | undefined): Json {
  if (!isObject(branch)) return node;
  const out = { ...node };
  for (const [key, value] of Object.entries(branch)) {
    out[key] = key === 'ui:options' && isObject(value) ? { ...(isObject(node[key]) ? (node[key] as Json) : {}), ...value } : value;
  }
  return out;
}

/**
 * The UI schema with each `ui:when` decided for `root` (and taken out). The same object when no node
 * has one, so a form without conditions keeps its UI schema as it is.
 */
export function uiForValue(ui: Json, root: unknown, holds: (condition: unknown, value: unknown) => boolean): Json {
  let changed = false;
  const visit = (node: Json): Json => {
    let out = node;
    const rules = node[UI_WHEN];
    if (rules !== undefined) {
      const { [UI_WHEN]: _rules, ...rest } = node;
      out = rest;
      for (const rule of Array.isArray(rules) ? (rules as UiWhenRule[]) : []) {
        if (isObject(rule)) out = laid(out, holds(rule.if, root) ? rule.then : rule.else);
      }
    }
    for (const [key, child] of Object.entries(out)) {
      if (key.startsWith('ui:') || !isObject(child)) continue;
      const next = visit(child);
      if (next !== child) out = { ...out, [key]: next };
    }
    if (out !== node) changed = true;
    return out;
  };
  const result = visit(ui);
  return changed ? result : ui;
}

/**
 * A step changes only what it owns (rule SAVE-OWN in docs/requirements.md): the paths its schema
 * declares, and rows of a list only where its UI lets the person add or delete them. RJSF hands back
 * the whole value it was given, and while it re-derives a step it may trim what the step does not
 * show (a stakeholder the signing step lists without a field was dropped that way); laying the form's
 * answer over the value it was given along the step's schema keeps everything else as it was.
 */
type Json = Record<string, unknown>;
type Schema = Json;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose subschemas describe the same value (conditions, combinations). */
const SAME_VALUE = ['allOf', 'anyOf', 'oneOf'] as const;
const BRANCHES = ['if', 'then', 'else', 'not'] as const;

/** The schema and every subschema that applies to the same value, conditions included. */
function variants(schema: unknown, out: Schema[] = []): Schema[] {
  if (!isObject(schema)) return out;
  out.push(schema);
  for (const key of SAME_VALUE) if (Array.isArray(schema[key])) for (const part of schema[key] as unknown[]) variants(part, out);
  for (const key of BRANCHES) if (isObject(schema[key])) variants(schema[key], out);
  const dependencies = schema.dependencies;
  if (isObject(dependencies)) for (const part of Object.values(dependencies)) variants(part, out);
  return out;
}

/** Each property any variant declares, with the subschemas it has there. */
function propertiesOf(schemas: readonly Schema[]): Map<string, Schema[]> {
  const out = new Map<string, Schema[]>();
  for (const schema of schemas) {
    const properties = schema.properties;
    if (!isObject(properties)) continue;
    for (const [name, sub] of Object.entries(properties)) if (isObject(sub)) out.set(name, [...(out.get(name) ?? []), sub]);
  }
  return out;
}

function itemsOf(schemas: readonly Schema[]): Schema[] {
  return schemas.flatMap((schema) => (isObject(schema.items) ? [schema.items] : []));
}

const optionsOf = (ui: unknown): Json => (isObject(ui) && isObject(ui['ui:options']) ? ui['ui:options'] : {});

/** A list whose rows the step neither adds nor deletes (RJSF's `addable` and `removable` both false). */
function fixedRows(ui: unknown): boolean {
  const options = optionsOf(ui);
  return options.addable === false && options.removable === false;
}

function merged(schemas: readonly Schema[], ui: unknown, before: unknown, after: unknown): unknown {
  if (after === before) return after;
  const all = schemas.flatMap((schema) => variants(schema));
  const properties = propertiesOf(all);
  if (properties.size > 0 && isObject(after)) {
    const base = isObject(before) ? before : {};
    const out: Json = { ...base };
    for (const [name, subs] of properties) {
      if (!Object.hasOwn(after, name)) {
        delete out[name];
        continue;
      }
      out[name] = merged(subs, isObject(ui) ? ui[name] : undefined, base[name], after[name]);
    }
    return out;
  }
  const items = itemsOf(all);
  if (items.length > 0 && Array.isArray(after)) {
    const base = Array.isArray(before) ? before : [];
    const itemUi = isObject(ui) ? ui.items : undefined;
    // a list whose rows the person cannot delete never loses one (the form may still add defaults)
    const length = fixedRows(ui) ? Math.max(base.length, after.length) : after.length;
    return Array.from({ length }, (_, index) => (index < after.length ? merged(items, itemUi, base[index], after[index]) : base[index]));
  }
  return after;
}

/**
 * `after` (what the step's form answers) laid over `before` (the value the step was given): the
 * step's declared properties come from `after`, every other key, and the rows of a list with fixed
 * rows that `after` lacks, from `before`.
 */
export function ownedChange(schema: unknown, uiSchema: unknown, before: unknown, after: unknown): unknown {
  return isObject(schema) ? merged([schema], uiSchema, before, after) : after;
}

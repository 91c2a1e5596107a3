/**
 * The ui:options the forms read, declared once in schemas/defs/widgets.json as JSON Schemas: the
 * options any field may take (`options`) and each widget's own (`widgets[].options`). The schema check
 * holds every UI file to them, the studio's editor completes them, and `npm run schemas:json` writes
 * their TypeScript types (widget-options-ts.ts) for the widgets that read them.
 */
import type { Bundle } from '../bundle';

type Schema = Record<string, unknown>;

export interface WidgetDeclaration {
  name: string;
  use?: string;
  options?: Record<string, Schema>;
}

export interface WidgetDeclarations {
  options: Record<string, Schema>;
  widgets: WidgetDeclaration[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The declarations of schemas/defs/widgets.json; undefined when the file is missing or not of that shape. */
export function widgetDeclarations(bundle: Bundle): WidgetDeclarations | undefined {
  const file = bundle.schemas['defs/widgets.json'];
  if (!isObject(file) || !Array.isArray(file.widgets)) return undefined;
  const options = isObject(file.options) ? (file.options as Record<string, Schema>) : {};
  const widgets = (file.widgets as unknown[]).filter((w): w is WidgetDeclaration => isObject(w) && typeof w.name === 'string');
  return { options, widgets };
}

/** Keys of ui:options that are notes, not options ($comment). */
export const isNoteKey = (key: string) => key.startsWith('$');

/**
 * The options a field may take, by name, with their declarations: those of any field and, for a
 * field that names its widget, that widget's; for one that names none, every widget's (an option two
 * widgets declare differently may take either form).
 */
export function optionsFor(declarations: WidgetDeclarations, widget?: string): Map<string, Schema> {
  const out = new Map<string, Schema>(Object.entries(declarations.options));
  const own = widget === undefined ? declarations.widgets : declarations.widgets.filter((w) => w.name === widget);
  for (const w of own)
    for (const [name, schema] of Object.entries(w.options ?? {})) {
      const before = out.get(name);
      out.set(name, before && JSON.stringify(before) !== JSON.stringify(schema) ? { anyOf: [before, schema] } : schema);
    }
  return out;
}

/** ui:options as one JSON Schema (the editor's completion): every declared option, no other. */
export function uiOptionsSchema(declarations: WidgetDeclarations | undefined, widget?: string): Schema {
  if (!declarations) return { type: 'object' };
  return { type: 'object', properties: Object.fromEntries(optionsFor(declarations, widget)), patternProperties: { '^\\$': {} }, additionalProperties: false };
}

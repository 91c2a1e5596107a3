/**
 * The TypeScript types of the declared ui:options (schemas/defs/widgets.json), which the widgets read
 * their options as: `npm run schemas:json` writes them to WIDGET_OPTIONS_FILE, and a test holds that
 * file to the declarations, so the JSON stays the one place an option is declared.
 */
import type { WidgetDeclarations } from './widget-options';

type Schema = Record<string, unknown>;

/** Where the types are written, from the repository's root. */
export const WIDGET_OPTIONS_FILE = 'src/web/forms/theme/shared/widget-options.ts';

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A declaration's TypeScript type: the JSON Schema forms the declarations use. */
function typeOf(schema: unknown): string {
  if (!isSchema(schema)) return 'unknown';
  if (Array.isArray(schema.anyOf)) return schema.anyOf.map(typeOf).join(' | ');
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return `Array<${typeOf(schema.items)}>`;
    case 'object':
      return `Record<string, ${isSchema(schema.additionalProperties) ? typeOf(schema.additionalProperties) : 'unknown'}>`;
    default:
      return 'unknown';
  }
}

const comment = (text: unknown) => (typeof text === 'string' ? `/** ${text.replace(/\*\//g, '* /')} */\n` : '');

function members(options: Record<string, Schema>): string {
  return Object.entries(options)
    .map(([name, schema]) => `${comment(schema.description)}${name}?: ${typeOf(schema)};`)
    .join('\n');
}

/** The file's text, before formatting. */
export function widgetOptionsTs(declarations: WidgetDeclarations): string {
  const widgets = declarations.widgets
    .map(
      (w) => `${comment(w.use)}${JSON.stringify(w.name)}: FieldOptions${w.options && Object.keys(w.options).length ? ` & {\n${members(w.options)}\n}` : ''};`,
    )
    .join('\n');
  return `// Written by npm run schemas:json from schemas/defs/widgets.json: do not edit.

/** The ui:options any field may take. */
export interface FieldOptions {
${members(declarations.options)}
}

/** Each widget's ui:options: those of any field, and its own. */
export interface WidgetOptions {
${widgets}
}
`;
}

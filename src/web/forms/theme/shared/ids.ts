import { errorId, helpId } from '@rjsf/utils';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { helpKeyOf } from './text';

export { errorId, helpId };

/** The id of the visible label of a field; group widgets (radio, checkbox groups) point at it with aria-labelledby. */
export const labelId = (id: string) => `${id}__label`;

/** Whether a field shows help (its key; the words come from fields.json). */
export const helpOf = (schema: RJSFSchema, uiSchema?: UiSchema): string | undefined => helpKeyOf(schema, uiSchema);

export function hasErrors(rawErrors?: string[]): boolean {
  return Array.isArray(rawErrors) && rawErrors.length > 0;
}

/**
 * aria-describedby of an input: its error text first (screen readers read it before the help), then its help.
 * Ids are listed only when the element they name is rendered.
 */
export function describedBy(id: string, rawErrors?: string[], help?: string): string | undefined {
  const ids = [hasErrors(rawErrors) ? errorId(id) : '', help ? helpId(id) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The ARIA attributes every input of our theme carries. */
export function ariaOf(id: string, rawErrors: string[] | undefined, schema: RJSFSchema, uiSchema?: UiSchema) {
  const invalid = hasErrors(rawErrors);
  return {
    'aria-invalid': invalid ? (true as const) : undefined,
    'aria-describedby': describedBy(id, rawErrors, helpOf(schema, uiSchema)),
  };
}

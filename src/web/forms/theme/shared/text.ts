import type { Registry, RJSFSchema, UiSchema } from '@rjsf/utils';
import { formsContext } from './forms-context';

/** Words of a schema title/label/placeholder/help: keys into content/<lang>/fields.json; a missing key shows as written. */
export function fieldText(registry: Registry, key: unknown): string {
  if (typeof key !== 'string' || !key) return '';
  return formsContext(registry).t(`fields:${key}`);
}

/** The placeholder a widget shows (`ui:options.placeholder` is a fields.json key). */
export function placeholderText(registry: Registry, placeholder: unknown): string | undefined {
  return fieldText(registry, placeholder) || undefined;
}

/** The help key of a field: `ui:help`, `ui:options.help`, else the schema's description. */
export function helpKeyOf(schema: RJSFSchema, uiSchema?: UiSchema): string | undefined {
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  for (const candidate of [uiSchema?.['ui:help'], options.help, schema.description]) {
    if (typeof candidate === 'string' && candidate) return candidate;
  }
  return undefined;
}

import { normalizePath } from '../schema/field-index';
import type { Registry } from '../schema/registry';
import type { Segment } from './json-path';

/**
 * The label a person knows a record's value by (content/<lang>/fields.json, through the step schema
 * that shows it): `organizationInfo.companyName` → "Company name". A stakeholder's value is looked up
 * under the person wizards' paths. Undefined when no step shows the value.
 */
export function fieldLabel(registry: Registry, segments: readonly Segment[]): string | undefined {
  const text = segments.map(String);
  const candidates = [normalizePath(text)];
  if (text[0] === 'signatoryInfo' && /^\d+$/.test(text[1] ?? '')) candidates.push(normalizePath(text.slice(2)));
  for (const step of registry.steps()) {
    const fields = registry.fields(step.key);
    for (const path of candidates) {
      const titleKey = fields.get(path)?.titleKey;
      if (titleKey) return registry.text('fields', titleKey);
    }
  }
  return undefined;
}

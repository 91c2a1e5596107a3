import { normalizePath } from '../schema/field-index';
import type { Registry, UiSchema } from '../schema/registry';
import type { Segment } from './json-path';
import { valueWords } from './whole-application';

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The paths a record's value may be shown under: its own, and a stakeholder's under the person wizards' paths. */
function candidatePaths(segments: readonly Segment[]): string[][] {
  const text = segments.map(String);
  const candidates = [text];
  if (text[0] === 'signatoryInfo' && /^\d+$/.test(text[1] ?? '')) candidates.push(text.slice(2));
  return candidates;
}

/** The UI schema of the field at `path` in a step's UI schema (a list's items under `items`). */
function uiAt(ui: UiSchema, path: readonly string[]): UiSchema | undefined {
  let node: unknown = ui;
  for (const segment of path) {
    if (!isObject(node)) return undefined;
    node = /^\d+$/.test(segment) || segment === '*' ? node.items : node[segment];
  }
  return isObject(node) ? (node as UiSchema) : undefined;
}

/**
 * A record's value in the words of the registry's language, as the step that shows it words it: a
 * choice by its datalist's label, a yes-or-no by Yes or No, a list joined; a value with no words of its
 * own (a name, a number) as it is. Undefined for a value no step shows (but Yes or No): it has no words.
 */
export function fieldValueWords(registry: Registry, segments: readonly Segment[], value: unknown, record: unknown): string | undefined {
  const scalar = (item: unknown) => item === null || ['string', 'number', 'boolean'].includes(typeof item);
  // an object (a list's row) is shown as stored: its fields have trail entries of their own
  if (value === null || value === undefined || value === '' || !(Array.isArray(value) ? value.every(scalar) : scalar(value))) return undefined;
  for (const path of candidatePaths(segments)) {
    const normalized = normalizePath(path);
    for (const step of registry.steps()) {
      if (!registry.fields(step.key).has(normalized)) continue;
      return valueWords(registry, value, uiAt(step.uiSchema, path), record);
    }
  }
  // a yes-or-no no step shows is still Yes or No
  return typeof value === 'boolean' ? registry.text('forms', `choice.${value}`) : undefined;
}

/**
 * The label a person knows a record's value by (content/<lang>/fields.json, through the step schema
 * that shows it): `organizationInfo.companyName` → "Company name". A stakeholder's value is looked up
 * under the person wizards' paths. Undefined when no step shows the value.
 */
export function fieldLabel(registry: Registry, segments: readonly Segment[]): string | undefined {
  const candidates = candidatePaths(segments).map(normalizePath);
  for (const step of registry.steps()) {
    const fields = registry.fields(step.key);
    for (const path of candidates) {
      const titleKey = fields.get(path)?.titleKey;
      if (titleKey) return registry.text('fields', titleKey);
    }
  }
  return undefined;
}

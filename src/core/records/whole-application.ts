import type { JsonSchema, Registry, UiSchema } from '../schema/registry';
import type { WizardDef } from '../wizard/types';
import { pathText } from './trail';
import { withContext } from '../services/context';
import type { Segment } from './json-path';

/** One answer as an officer reads it: its label, the value in words (null: not answered), its path. */
export interface AnswerRow {
  path: string;
  label: string;
  value: string | null;
}

/** One step of a wizard with its answers. */
export interface AnswerStep {
  id: string;
  title: string;
  rows: AnswerRow[];
}

/** One wizard's answers, for the record or for one person of it. */
export interface AnswerSection {
  wizardId: string;
  title: string;
  /** the person a person wizard's section is about (their name, or their number when nameless) */
  person?: string;
  steps: AnswerStep[];
}

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of an object schema in the UI schema's `ui:order` (a `*` stands for the rest). */
function ordered(keys: string[], ui: UiSchema | undefined): string[] {
  const order = Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as string[]) : [];
  if (!order.length) return keys;
  const rest = keys.filter((key) => !order.includes(key));
  const out: string[] = [];
  for (const key of order) {
    if (key === '*') out.push(...rest);
    else if (keys.includes(key)) out.push(key);
  }
  return order.includes('*') ? out : [...out, ...rest];
}

/** The properties of a schema node, those of its branches (`then`, `else`, `allOf`…) marked as conditional. */
function propertiesOf(node: Node): Array<{ key: string; schema: Node; conditional: boolean }> {
  const out = new Map<string, { key: string; schema: Node; conditional: boolean }>();
  const visit = (branch: unknown, conditional: boolean) => {
    if (!isObject(branch)) return;
    if (isObject(branch.properties))
      for (const [key, schema] of Object.entries(branch.properties))
        if (isObject(schema) && (!out.has(key) || (!conditional && out.get(key)!.conditional))) out.set(key, { key, schema, conditional });
    for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(branch[key])) (branch[key] as unknown[]).forEach((child) => visit(child, true));
    visit(branch.then, true);
    visit(branch.else, true);
  };
  visit(node, false);
  return [...out.values()];
}

const answered = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The words of a choice's code: its datalist's label (the list its `datalistWhen` picks, nested lists by `datalistPath`), Yes or No. */
function choiceWords(registry: Registry, value: string, ui: UiSchema | undefined, record: unknown): string | undefined {
  const options = (
    isObject(ui?.['ui:options']) ? ui['ui:options'] : isObject(ui?.items) && isObject(ui.items['ui:options']) ? ui.items['ui:options'] : {}
  ) as Node;
  const widget = ui?.['ui:widget'] ?? (isObject(ui?.items) ? ui.items['ui:widget'] : undefined);
  const picked = Array.isArray(options.datalistWhen)
    ? (options.datalistWhen as Node[]).find((rule) => isObject(rule) && registry.holds(rule.if, record))?.datalist
    : undefined;
  const name = typeof picked === 'string' ? picked : options.datalist;
  if (typeof name === 'string') {
    const top = registry.datalist(name);
    const items =
      typeof options.datalistPath === 'string'
        ? top.flatMap((item) => (Array.isArray(item[options.datalistPath as string]) ? (item[options.datalistPath as string] as typeof top) : []))
        : top;
    const item = items.find((entry) => entry.code === value);
    if (item) return item.label;
  }
  if (widget === 'yesNo') return registry.text('forms', `choice.${value}`);
  return undefined;
}

/** A value in words: a datalist's label for its code, Yes or No for a boolean, a list joined. */
export function valueWords(registry: Registry, value: unknown, ui: UiSchema | undefined, record: unknown): string {
  if (Array.isArray(value)) {
    // a list's choices are declared on its items (a combobox per row) or on the list itself (checkboxes)
    const itemUi = isObject(ui?.items) ? (ui.items as UiSchema) : undefined;
    return value.map((item) => (itemUi && choiceWords(registry, String(item), itemUi, record)) || valueWords(registry, item, ui, record)).join(', ');
  }
  if (typeof value === 'boolean') return registry.text('forms', `choice.${value}`);
  return choiceWords(registry, String(value), ui, record) ?? String(value);
}

/**
 * The rows of one step over `root`: every field the step's schema shows, in the UI schema's order,
 * under its label; lists of objects item by item; a field of a condition only when it holds a value
 * (its condition held), every other one also when it is not answered.
 */
export function stepRows(registry: Registry, schema: JsonSchema, ui: UiSchema, root: unknown, record: unknown = root): AnswerRow[] {
  const rows: AnswerRow[] = [];
  const label = (node: Node) => (typeof node.title === 'string' ? registry.text('fields', node.title) : undefined);
  const walk = (node: Node, nodeUi: UiSchema | undefined, value: unknown, at: Segment[], prefix: string, conditional: boolean) => {
    const fields = propertiesOf(node);
    const byKey = new Map(fields.map((field) => [field.key, field]));
    for (const key of ordered([...byKey.keys()], nodeUi)) {
      const { schema: child, conditional: branch } = byKey.get(key)!;
      const childUi = isObject(nodeUi?.[key]) ? (nodeUi[key] as UiSchema) : undefined;
      if (childUi?.['ui:widget'] === 'hidden') continue;
      const childValue = isObject(value) ? value[key] : undefined;
      const path = [...at, key];
      const title = label(child);
      if (child.type === 'object' || isObject(child.properties)) {
        walk(child, childUi, childValue, path, prefix, conditional || branch);
        continue;
      }
      if (child.type === 'array' && isObject(child.items) && (child.items.type === 'object' || isObject(child.items.properties))) {
        const items = Array.isArray(childValue) ? childValue : [];
        const itemUi = isObject(childUi?.items) ? (childUi.items as UiSchema) : undefined;
        items.forEach((item, index) => {
          const named = title ? `${prefix}${title} ${index + 1} · ` : prefix;
          walk(child.items as Node, itemUi, item, [...path, index], named, conditional || branch);
        });
        continue;
      }
      if (!title) continue;
      const shown = answered(childValue);
      if (!shown && (conditional || branch)) continue;
      rows.push({ path: pathText(path), label: `${prefix}${title}`, value: shown ? valueWords(registry, childValue, childUi, record) : null });
    }
  };
  walk(schema as Node, ui, root, [], '', false);
  return rows;
}

/** The officer's view: the steps only the bank fills in (the KYC annexure) exist in it. */
const OFFICER_CONTEXT = { editApplication: true };

function wizardSteps(registry: Registry, wizard: WizardDef, root: unknown, basePath: Segment[], record: unknown): AnswerStep[] {
  return wizard.steps
    .filter((step) => !step.when || registry.holds(step.when, withContext(root, OFFICER_CONTEXT)))
    .map((step) => {
      const entry = registry.stepOf(step);
      const rows = stepRows(registry, entry.schema, entry.uiSchema, root, record).map((row) => ({
        ...row,
        path: basePath.length ? `${pathText(basePath)}.${row.path}` : row.path,
      }));
      return { id: step.id, title: registry.text('wizards', step.titleKey), rows };
    })
    .filter((step) => step.rows.length > 0);
}

/**
 * The whole application as an officer reads it (rule WHOLE-APP): every wizard of the release, in
 * `order` (wizards not named follow), each step whose condition holds, each answer under its label;
 * a person wizard once per person of signatoryInfo.
 */
export function wholeApplication(registry: Registry, record: Node, order: readonly string[], personLabel: (index: number) => string): AnswerSection[] {
  const ids = [...order.filter((id) => id in registry.wizards), ...Object.keys(registry.wizards).filter((id) => !order.includes(id))];
  const people = Array.isArray(record.signatoryInfo) ? (record.signatoryInfo as unknown[]) : [];
  const sections: AnswerSection[] = [];
  for (const id of ids) {
    const wizard = registry.wizard(id);
    const title = registry.text('wizards', wizard.titleKey);
    if (wizard.root === 'person') {
      people.forEach((person, index) => {
        const steps = wizardSteps(registry, wizard, person, ['signatoryInfo', index], record);
        const named = isObject(person)
          ? String(person.fullName || [person.firstName, person.lastName].filter(Boolean).join(' ') || person.companyName || '').trim()
          : '';
        if (steps.length) sections.push({ wizardId: id, title, person: named || personLabel(index), steps });
      });
      continue;
    }
    const steps = wizardSteps(registry, wizard, record, [], record);
    if (steps.length) sections.push({ wizardId: id, title, steps });
  }
  return sections;
}

import type { WidgetProps } from '@rjsf/utils';
import { valueAt } from '../../../../core/records/json-path';
import { useRootSelection } from './field-path-context';
import type { FormsContext } from './forms-context';
import { formsContext } from './forms-context';

export interface Choice {
  value: string;
  label: string;
}

interface DatalistRule {
  if: unknown;
  datalist: string;
}

/** The datalist a widget reads: the first `datalistWhen` entry whose `if` the root value satisfies, else `datalist`. */
export function datalistName(options: Record<string, unknown>, root: unknown, context: FormsContext): string | undefined {
  const rules = Array.isArray(options.datalistWhen) ? (options.datalistWhen as DatalistRule[]) : [];
  const match = rules.find((rule) => rule && typeof rule.datalist === 'string' && context.holds(rule.if, root));
  if (match) return match.datalist;
  return typeof options.datalist === 'string' ? options.datalist : undefined;
}

/**
 * `ui:options.datalistMatch` ({"city": "organizationInfo.branchCity"}): the answers each list item's
 * field must equal, read at those paths of the root (the branches of the chosen city), as one
 * string so a widget re-renders only when one of them changes; '' when the option is absent.
 */
export function datalistMatchKey(options: Record<string, unknown>, root: unknown): string {
  const match = options.datalistMatch;
  if (!match || typeof match !== 'object' || Array.isArray(match)) return '';
  return JSON.stringify(Object.entries(match as Record<string, unknown>).map(([field, path]) => [field, String(valueAt(root, String(path).split('.')) ?? '')]));
}

/**
 * The choices of a list widget: `ui:options.choices` when a parent computed them (rows), else the
 * datalist of content/datalists/ (see datalistName), else the schema's enum / oneOf options.
 * `ui:options.exclude` drops codes.
 */
export function useChoices(props: Pick<WidgetProps, 'options' | 'registry'>): Choice[] {
  const { options, registry } = props;
  const context = formsContext(registry);
  // only the chosen list's name is read from the root, so typing elsewhere does not re-render this widget
  const listName = useRootSelection((root) => datalistName(options, root, context));
  const matchKey = useRootSelection((root) => datalistMatchKey(options, root));
  const exclude = new Set(Array.isArray(options.exclude) ? (options.exclude as unknown[]).map(String) : []);
  let choices: Choice[];
  if (Array.isArray(options.choices)) {
    choices = options.choices as Choice[];
  } else if (listName) {
    const wanted: [string, string][] = matchKey ? JSON.parse(matchKey) : [];
    choices = context
      .datalist(listName)
      .filter((item) => wanted.every(([field, answer]) => String((item as Record<string, unknown>)[field] ?? '') === answer))
      .map((item) => ({ value: String(item.code), label: String(item.label) }));
  } else {
    choices = (options.enumOptions ?? []).map((option) => ({ value: String(option.value), label: context.t(`fields:${String(option.label)}`) }));
  }
  return exclude.size ? choices.filter((choice) => !exclude.has(choice.value)) : choices;
}

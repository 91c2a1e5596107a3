import type { WidgetProps } from '@rjsf/utils';
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
 * The choices of a list widget: `ui:options.choices` when a parent computed them (rows), else the
 * datalist of content/datalists/ (see datalistName), else the schema's enum / oneOf options.
 * `ui:options.exclude` drops codes.
 */
export function useChoices(props: Pick<WidgetProps, 'options' | 'registry'>): Choice[] {
  const { options, registry } = props;
  const context = formsContext(registry);
  // only the chosen list's name is read from the root, so typing elsewhere does not re-render this widget
  const listName = useRootSelection((root) => datalistName(options, root, context));
  const exclude = new Set(Array.isArray(options.exclude) ? (options.exclude as unknown[]).map(String) : []);
  let choices: Choice[];
  if (Array.isArray(options.choices)) {
    choices = options.choices as Choice[];
  } else if (listName) {
    choices = context.datalist(listName).map((item) => ({ value: String(item.code), label: String(item.label) }));
  } else {
    choices = (options.enumOptions ?? []).map((option) => ({ value: String(option.value), label: context.t(`fields:${String(option.label)}`) }));
  }
  return exclude.size ? choices.filter((choice) => !exclude.has(choice.value)) : choices;
}

import type { WidgetProps } from '@rjsf/utils';
import { formsContext } from './forms-context';

export interface Choice {
  value: string;
  label: string;
}

/**
 * The choices of a list widget: the datalist named by `ui:options.datalist` (content/datalists/<name>.json),
 * else the schema's enum / oneOf options. `ui:options.exclude` drops codes (e.g. values used in another row).
 */
export function choicesOf(props: Pick<WidgetProps, 'options' | 'registry'>): Choice[] {
  const { options, registry } = props;
  const listName = typeof options.datalist === 'string' ? options.datalist : undefined;
  const exclude = new Set(Array.isArray(options.exclude) ? (options.exclude as unknown[]).map(String) : []);
  let choices: Choice[];
  if (listName) {
    const { datalist } = formsContext(registry);
    choices = datalist(listName).map((item) => ({ value: String(item.code), label: String(item.label) }));
  } else {
    const { t } = formsContext(registry);
    choices = (options.enumOptions ?? []).map((option) => ({ value: String(option.value), label: t(String(option.label)) }));
  }
  return exclude.size ? choices.filter((choice) => !exclude.has(choice.value)) : choices;
}

import type { WidgetProps } from '@rjsf/utils';
import { datalistName } from '../shared/choices';
import { formsContext } from '../shared/forms-context';
import { useRootSelection } from '../shared/field-path-context';
import { SelectWidget } from '../SelectWidget/SelectWidget';
import { TextWidget } from '../TextWidget/TextWidget';

/**
 * One answer that is a choice where a list applies and free text where none does: an emirate for a
 * UAE address, a city anywhere else. The list is `ui:options.datalistWhen` (or `datalist`), read on
 * the record as it stands; with no list the field is a text input.
 */
export function ChoiceOrTextWidget(props: WidgetProps) {
  const context = formsContext(props.registry);
  const listName = useRootSelection((root) => datalistName(props.options, root, context));
  return listName ? <SelectWidget {...props} options={{ ...props.options, datalist: listName, datalistWhen: undefined }} /> : <TextWidget {...props} />;
}

import type { WidgetProps } from '@rjsf/utils';
import { ChoiceInput } from '../shared/ChoiceInput';
import { ariaOf } from '../shared/ids';
import { fieldText } from '../shared/text';

/** One checkbox labelled by the field's own label (the field template shows no separate label for it). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, schema, uiSchema, rawErrors, label, registry } = props;
  return (
    <ChoiceInput
      id={id}
      name={htmlName ?? id}
      type="checkbox"
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={({ target }) => onChange(target.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...ariaOf(id, rawErrors, schema, uiSchema)}
    >
      {fieldText(registry, label)}
    </ChoiceInput>
  );
}

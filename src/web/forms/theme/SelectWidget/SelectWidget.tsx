import { NativeSelect } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useChoices } from '../shared/choices';
import { formsContext } from '../shared/forms-context';
import { ariaOf } from '../shared/ids';
import { placeholderText } from '../shared/text';

/** A native select (keyboard and screen-reader behaviour for free) over a datalist or the schema's enum. */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema, uiSchema, rawErrors, registry } = props;
  const { t } = formsContext(registry);
  const choices = useChoices(props);
  const toValue = (text: string) => (text === '' ? options.emptyValue : text);
  return (
    <NativeSelect.Root disabled={disabled || readonly}>
      <NativeSelect.Field
        id={id}
        name={htmlName ?? id}
        value={value === undefined || value === null ? '' : String(value)}
        aria-required={required || undefined}
        autoFocus={autofocus}
        onChange={({ target }) => onChange(toValue(target.value))}
        onBlur={({ target }) => onBlur(id, toValue(target.value))}
        onFocus={({ target }) => onFocus(id, toValue(target.value))}
        {...ariaOf(id, rawErrors, schema, uiSchema)}
      >
        <option value="">{placeholderText(registry, props.placeholder) ?? t('forms:select.placeholder')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

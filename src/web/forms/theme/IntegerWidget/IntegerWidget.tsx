import { useState } from 'react';
import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { placeholderText } from '../shared/text';
import { ariaOf } from '../shared/ids';
import { displayNumber, parseNumberInput } from './parse-number';
import type { WidgetOptions } from '../shared/widget-options';

/**
 * Whole or decimal numbers typed as text (no spinner, no locale surprises). With
 * `ui:options.blankAsZero` an emptied field stores 0 and shows 0 once the user leaves it.
 */
export function IntegerWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    onChange,
    onBlur,
    onFocus,
    options,
    schema,
    uiSchema,
    rawErrors,
    registry,
  } = props;
  const blankAsZero = (options as WidgetOptions['integer']).blankAsZero === true;
  const [draft, setDraft] = useState(() => displayNumber(value));
  // Follow changes made outside this input (reset, a loaded record), keep the user's text otherwise.
  const shown = parseNumberInput(draft, blankAsZero) === value || (draft === '' && value === undefined) ? draft : displayNumber(value);
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      inputMode={schema.type === 'integer' ? 'numeric' : 'decimal'}
      dir="ltr"
      value={shown}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholderText(registry, placeholder)}
      onChange={({ target }) => {
        setDraft(target.value);
        onChange(parseNumberInput(target.value, blankAsZero));
      }}
      onBlur={({ target }) => {
        if (blankAsZero && target.value.trim() === '') setDraft('0');
        onBlur(id, target.value);
      }}
      onFocus={({ target }) => onFocus(id, target.value)}
      {...ariaOf(id, rawErrors, schema, uiSchema)}
    />
  );
}

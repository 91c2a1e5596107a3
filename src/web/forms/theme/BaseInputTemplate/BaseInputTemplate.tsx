import type { ChangeEvent, FocusEvent } from 'react';
import { Input } from '@chakra-ui/react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { getInputProps } from '@rjsf/utils';
import { placeholderText } from '../shared/text';
import { ariaOf } from '../shared/ids';

/** The plain text-like input every simple widget renders (RJSF uses it for text, email, url, password…). */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, onChange, onChangeOverride, onBlur, onFocus, options, schema, uiSchema, rawErrors, type, registry } = props;
  const inputProps = getInputProps(schema, type, options);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) =>
    onChange(target.value === '' ? options.emptyValue : target.value);
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      {...inputProps}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholderText(registry, placeholder)}
      maxLength={typeof options.maxLength === 'number' ? options.maxLength : undefined}
      inputMode={typeof options.inputMode === 'string' ? (options.inputMode as 'text') : undefined}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
      {...ariaOf(id, rawErrors, schema, uiSchema)}
    />
  );
}

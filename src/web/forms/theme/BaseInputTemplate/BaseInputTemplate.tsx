import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';
import { Input } from '@chakra-ui/react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { getInputProps } from '@rjsf/utils';
import { placeholderText } from '../shared/text';
import { ariaOf } from '../shared/ids';
import { useDeferredCommit } from '../shared/use-deferred-commit';

/** Formats that read left to right whatever the page's direction: addresses and numbers. */
const LEFT_TO_RIGHT_FORMATS = new Set(['email', 'uri', 'hostname', 'idn-email']);
const LEFT_TO_RIGHT_MODES = new Set(['email', 'url', 'tel', 'numeric', 'decimal']);

function leftToRight(schema: BaseInputTemplateProps['schema'], options: BaseInputTemplateProps['options']): boolean {
  return (
    (typeof schema.format === 'string' && LEFT_TO_RIGHT_FORMATS.has(schema.format)) ||
    (typeof options.inputMode === 'string' && LEFT_TO_RIGHT_MODES.has(options.inputMode))
  );
}

/**
 * The plain text-like input every simple widget renders (RJSF uses it for text, email, url, password…).
 * A keystroke paints at once; the form follows in a transition (shared/use-deferred-commit.ts).
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
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
    onChangeOverride,
    onBlur,
    onFocus,
    options,
    schema,
    uiSchema,
    rawErrors,
    type,
    registry,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const text = useDeferredCommit(value === undefined || value === null ? '' : String(value), (typed) => onChange(typed === '' ? options.emptyValue : typed));
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => text.change(target.value);
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      {...inputProps}
      value={onChangeOverride ? (value ?? '') : text.shown}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholderText(registry, placeholder)}
      maxLength={typeof options.maxLength === 'number' ? options.maxLength : undefined}
      inputMode={typeof options.inputMode === 'string' ? (options.inputMode as 'text') : undefined}
      // an e-mail address, a web address or a number reads left to right in Arabic too
      dir={leftToRight(schema, options) ? 'ltr' : undefined}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      onChange={onChangeOverride ?? handleChange}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        text.keyDown(event);
        if (event.key === 'Enter') text.flush();
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        text.blur();
        onBlur(id, event.target.value);
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        text.focus();
        onFocus(id, event.target.value);
      }}
      {...ariaOf(id, rawErrors, schema, uiSchema)}
    />
  );
}

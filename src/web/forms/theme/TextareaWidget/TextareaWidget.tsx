import type { ChangeEvent, KeyboardEvent } from 'react';
import { Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { placeholderText } from '../shared/text';
import { ariaOf } from '../shared/ids';
import { useDeferredCommit } from '../shared/use-deferred-commit';
import type { WidgetOptions } from '../shared/widget-options';

/**
 * Multi-line text. `ui:options.rows` sets the height; `ui:options.noEnter` refuses the Enter key
 *.
 */
export function TextareaWidget(props: WidgetProps) {
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
  const { rows, noEnter, emptyValue } = options as WidgetOptions['textarea'];
  // a keystroke paints at once; the form follows in a transition (shared/use-deferred-commit.ts)
  const text = useDeferredCommit(value === undefined || value === null ? '' : String(value), (typed) => onChange(typed === '' ? emptyValue : typed));
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (noEnter && event.key === 'Enter') event.preventDefault();
    else text.keyDown(event);
  };
  return (
    <Textarea
      id={id}
      name={htmlName ?? id}
      value={text.shown}
      rows={rows ?? 4}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholderText(registry, placeholder)}
      onKeyDown={onKeyDown}
      onChange={({ target }: ChangeEvent<HTMLTextAreaElement>) => text.change(target.value)}
      onBlur={(event) => {
        text.blur();
        onBlur(id, event.target.value);
      }}
      onFocus={(event) => {
        text.focus();
        onFocus(id, event.target.value);
      }}
      {...ariaOf(id, rawErrors, schema, uiSchema)}
    />
  );
}

import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { placeholderText } from '../shared/text';
import { ariaOf } from '../shared/ids';
import { useMaskedInput } from '../shared/use-masked-input';
import type { WidgetOptions } from '../shared/widget-options';

/**
 * Text typed through the mask of `ui:options.mask` (Emirates ID "784-0000-0000000-0", GIIN
 * "XXXXXX-XXXXX-XX-XXX"; what the mask characters mean: shared/use-masked-input.ts). Letters turn to capitals
 * unless `ui:options.uppercase` is false. Stores the text as shown, hyphens included.
 */
export function MaskWidget(props: WidgetProps) {
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
  const { mask = '', uppercase, emptyValue } = options as WidgetOptions['mask'];
  const shown = typeof value === 'string' ? value : '';
  const ref = useMaskedInput({ mask, uppercase: uppercase !== false }, shown, (text) => {
    if (text === shown) return;
    onChange(text === '' ? emptyValue : text);
  });
  return (
    <Input
      ref={ref}
      id={id}
      name={htmlName ?? id}
      // a fixed format (Emirates ID, IBAN) reads left to right in Arabic too
      dir="ltr"
      placeholder={placeholderText(registry, placeholder) ?? mask}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete="off"
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...ariaOf(id, rawErrors, schema, uiSchema)}
    />
  );
}

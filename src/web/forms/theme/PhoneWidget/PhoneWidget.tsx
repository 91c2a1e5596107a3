import { HStack, Input, NativeSelect } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldPath, useRootSelection, valueAtPath } from '../shared/field-path-context';
import { formsContext } from '../shared/forms-context';
import { fieldText, placeholderText } from '../shared/text';
import { ariaOf } from '../shared/ids';
import { nationalNumber } from '../../../../core/phone/national-number';
import type { WidgetOptions } from '../shared/widget-options';

/**
 * The phone pair: a country code chosen from the dialCodes datalist beside the number.
 * The widget sits on the number; the code lives in the sibling named by `ui:options.codeField`
 * (e.g. "primaryMobCountryCode"), so both keep their own paths in the record and in server errors.
 * An empty code shows and stores the default country code of rules/constants.json (971).
 * The phone rule itself is checked by the core validator; its message arrives as this field's error.
 */
export function PhoneWidget(props: WidgetProps) {
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
    label,
  } = props;
  const { t, datalist, constants } = formsContext(registry);
  const fieldPath = useFieldPath();
  const own = options as WidgetOptions['phone'];
  const codeField = own.codeField;
  const defaultCode = own.defaultCode ?? constants.defaultCountryCode;
  const codePath = codeField && fieldPath ? [...fieldPath.path.slice(0, -1), codeField] : undefined;
  // the sibling code alone: a keystroke elsewhere in the form does not re-render the pair
  const storedCode = useRootSelection((root) => (codePath ? valueAtPath(root, codePath) : undefined));
  const code = typeof storedCode === 'string' && storedCode ? storedCode : defaultCode;
  const codes = datalist(own.datalist ?? 'dialCodes');
  const aria = ariaOf(id, rawErrors, schema, uiSchema);
  const setCode = (next: string) => {
    if (codePath && fieldPath) fieldPath.change(next, codePath);
  };
  // what was pasted, and what stands when the field is left, becomes digits (rule PHONE-PASTE);
  // while typing, the text stays as typed so a "+" or a "0" can still grow into a prefix
  const phoneRules = { ...constants.phoneInput, homeCode: constants.defaultCountryCode };
  const digitsOf = (text: string) => (text === '' ? text : nationalNumber(text, code, phoneRules));
  return (
    <HStack gap={2} align="start">
      {codeField && (
        <NativeSelect.Root disabled={disabled || readonly} maxW="11rem">
          <NativeSelect.Field
            id={`${id}__code`}
            name={`${htmlName ?? id}__code`}
            aria-label={t('forms:phone.code', { field: fieldText(registry, label) })}
            value={code}
            onChange={({ target }) => setCode(target.value)}
            aria-invalid={aria['aria-invalid']}
          >
            {codes.map((item) => (
              <option key={item.code} value={item.code}>
                {item.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <Input
        id={id}
        name={htmlName ?? id}
        type="tel"
        // a number reads left to right in Arabic too
        dir="ltr"
        inputMode="tel"
        autoComplete="tel-national"
        value={value ?? ''}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        placeholder={placeholderText(registry, placeholder)}
        onChange={({ target, nativeEvent }) => {
          const pasted = (nativeEvent as InputEvent).inputType === 'insertFromPaste';
          const text = pasted ? digitsOf(target.value) : target.value;
          onChange(text === '' ? options.emptyValue : text);
          // a pair keeps an explicit code once a number is typed, so the record says which rule applies
          if (codeField && storedCode !== code) setCode(code);
        }}
        onBlur={({ target }) => {
          const digits = digitsOf(target.value);
          if (digits !== target.value) onChange(digits === '' ? options.emptyValue : digits);
          onBlur(id, digits);
        }}
        onFocus={({ target }) => onFocus(id, target.value)}
        {...aria}
      />
    </HStack>
  );
}

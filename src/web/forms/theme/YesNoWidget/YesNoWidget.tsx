import { Box } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { optionId } from '@rjsf/utils';
import { formsContext } from '../shared/forms-context';
import { ChoiceInput } from '../shared/ChoiceInput';
import { ariaOf, labelId } from '../shared/ids';

/**
 * Yes/No (and NA where the schema allows it) as a radio group named by the field label.
 * An option whose label is just its value gets its words from forms:choice.<value>.
 */
export function YesNoWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema, uiSchema, rawErrors, registry, label } = props;
  const { t } = formsContext(registry);
  const enumOptions = options.enumOptions ?? [];
  const aria = ariaOf(id, rawErrors, schema, uiSchema);
  return (
    <Box
      role="radiogroup"
      aria-labelledby={label ? labelId(id) : undefined}
      aria-required={props.required || undefined}
      {...aria}
      display="flex"
      flexWrap="wrap"
      columnGap={4}
    >
      {enumOptions.map((option, index) => {
        const text = String(option.label) === String(option.value) ? t(`forms:choice.${String(option.value)}`) : t(String(option.label));
        return (
          <ChoiceInput
            key={String(option.value)}
            id={optionId(id, index)}
            name={htmlName ?? id}
            type="radio"
            checked={value === option.value}
            disabled={disabled || readonly}
            autoFocus={autofocus && index === 0}
            onChange={() => onChange(option.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
            aria-invalid={aria['aria-invalid']}
          >
            {text}
          </ChoiceInput>
        );
      })}
    </Box>
  );
}

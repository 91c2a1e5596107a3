import { Box } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { optionId } from '@rjsf/utils';
import { useChoices } from '../shared/choices';
import { ChoiceInput } from '../shared/ChoiceInput';
import { formsContext } from '../shared/forms-context';
import { ariaOf, labelId } from '../shared/ids';

/**
 * Yes/No (and NA where the list allows it) as a radio group named by the field label: the choices
 * of `ui:options.datalist` (yesNo, yesNoNa) or of the schema's enum. A boolean schema stores
 * true/false; an enum option whose label is only its value gets its words from forms:choice.<value>.
 */
export function YesNoWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema, uiSchema, rawErrors, registry, label } = props;
  const { t } = formsContext(registry);
  const choices = useChoices(props);
  const enumValues = new Map((options.enumOptions ?? []).map((option) => [String(option.value), option.value as unknown]));
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
      {choices.map((choice, index) => {
        const stored = enumValues.has(choice.value) ? enumValues.get(choice.value) : choice.value;
        const text = choice.label === `fields:${choice.value}` || choice.label === choice.value ? t(`forms:choice.${choice.value}`) : choice.label;
        return (
          <ChoiceInput
            key={choice.value}
            id={optionId(id, index)}
            name={htmlName ?? id}
            type="radio"
            checked={value !== undefined && value !== null && String(value) === choice.value}
            disabled={disabled || readonly}
            autoFocus={autofocus && index === 0}
            onChange={() => onChange(stored)}
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

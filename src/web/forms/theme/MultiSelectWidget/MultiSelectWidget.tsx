import { Box } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { optionId } from '@rjsf/utils';
import { useChoices } from '../shared/choices';
import { ChoiceInput } from '../shared/ChoiceInput';
import { ariaOf, labelId } from '../shared/ids';

/** A group of checkboxes for an array of codes (currencies); keeps the choices' order in the stored value. */
export function MultiSelectWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, schema, uiSchema, rawErrors, label } = props;
  const choices = useChoices(props);
  const picked = new Set((Array.isArray(value) ? value : []).map(String));
  const aria = ariaOf(id, rawErrors, schema, uiSchema);
  const toggle = (code: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(code);
    else next.delete(code);
    onChange(choices.map((choice) => choice.value).filter((code) => next.has(code)));
  };
  return (
    <Box role="group" aria-labelledby={label ? labelId(id) : undefined} {...aria} display="flex" flexWrap="wrap" columnGap={4}>
      {choices.map((choice, index) => (
        <ChoiceInput
          key={choice.value}
          id={optionId(id, index)}
          name={`${htmlName ?? id}[]`}
          type="checkbox"
          checked={picked.has(choice.value)}
          disabled={disabled || readonly}
          autoFocus={autofocus && index === 0}
          onChange={({ target }) => toggle(choice.value, target.checked)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          aria-invalid={aria['aria-invalid']}
        >
          {choice.label}
        </ChoiceInput>
      ))}
    </Box>
  );
}

import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Box, Input, chakra } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useChoices } from '../shared/choices';
import { formsContext } from '../shared/forms-context';
import { placeholderText } from '../shared/text';
import { ariaOf } from '../shared/ids';
import { filterChoices } from './filter-choices';

/**
 * A searchable list (ARIA 1.2 combobox with a listbox popup): type to filter, arrows to move,
 * Enter to choose, Escape to close. Stores the chosen code; shows its label.
 */
export function ComboboxWidget(props: WidgetProps) {
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
    schema,
    uiSchema,
    rawErrors,
    registry,
    options,
  } = props;
  const { t } = formsContext(registry);
  const choices = useChoices(props);
  const selected = choices.find((choice) => choice.value === String(value ?? ''));
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${useId()}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const text = query ?? selected?.label ?? '';
  const visible = filterChoices(choices, query ?? '');
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (index: number) => {
    const choice = visible[index];
    if (!choice) return;
    onChange(choice.value);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    setQuery(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (disabled || readonly) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((index) => Math.min(index + 1, visible.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((index) => (index <= 0 ? visible.length - 1 : index - 1));
        break;
      case 'Enter':
        if (open && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      default:
    }
  };

  return (
    <Box position="relative">
      <Input
        ref={inputRef}
        id={id}
        name={htmlName ?? id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={text}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        placeholder={placeholderText(registry, placeholder) ?? t('forms:combobox.placeholder')}
        onChange={({ target }) => {
          setQuery(target.value);
          setOpen(true);
          setActive(filterChoices(choices, target.value).length ? 0 : -1);
          if (target.value === '') onChange(options.emptyValue);
        }}
        onKeyDown={onKeyDown}
        onClick={() => !disabled && !readonly && setOpen(true)}
        onFocus={() => onFocus(id, value)}
        onBlur={() => {
          close();
          onBlur(id, value);
        }}
        {...ariaOf(id, rawErrors, schema, uiSchema)}
      />
      <chakra.ul
        id={listId}
        role="listbox"
        aria-label={t('forms:combobox.options')}
        hidden={!open}
        position="absolute"
        zIndex="dropdown"
        insetX={0}
        mt={1}
        maxH="16rem"
        overflowY="auto"
        bg="bg"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="md"
        listStyleType="none"
        p={1}
      >
        {open && visible.length === 0 && (
          <chakra.li role="option" aria-disabled="true" aria-selected={false} px={3} py={2} color="fg.muted">
            {t('forms:combobox.noMatch')}
          </chakra.li>
        )}
        {open &&
          visible.map((choice, index) => (
            <chakra.li
              key={choice.value}
              id={optionId(index)}
              role="option"
              aria-selected={choice.value === selected?.value}
              px={3}
              py={2}
              borderRadius="sm"
              cursor="pointer"
              bg={index === active ? 'blue.100' : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {choice.label}
            </chakra.li>
          ))}
      </chakra.ul>
    </Box>
  );
}

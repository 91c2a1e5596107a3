import { useMemo, useState } from 'react';
import { Combobox, createListCollection } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useChoices } from '../shared/choices';
import { ChoicesPopup } from '../shared/ChoicesPopup';
import { formsContext } from '../shared/forms-context';
import { placeholderText } from '../shared/text';
import { ariaOf } from '../shared/ids';
import { filterChoices } from './filter-choices';

/**
 * A searchable list of codes to pick one of: Chakra's combobox (an ARIA 1.2 combobox with a
 * listbox popup). Typing filters, labels that start with the text first, and highlights the first
 * match; the arrows move, Enter chooses, Escape closes. Stores the chosen code; shows its label.
 * Emptying the text clears the answer.
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
  // what is typed, while it is typed; otherwise the chosen label shows
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? '';
  const collection = useMemo(
    () => createListCollection({ items: filterChoices(choices, query), itemToString: (choice) => choice.label, itemToValue: (choice) => choice.value }),
    [choices, query],
  );

  return (
    <Combobox.Root
      collection={collection}
      value={selected ? [selected.value] : []}
      inputValue={typed ?? selected?.label ?? ''}
      onValueChange={(details) => {
        setTyped(null);
        onChange(details.value[0] ?? options.emptyValue);
      }}
      onInputValueChange={(details) => {
        if (details.reason !== 'input-change') return;
        setTyped(details.inputValue);
        if (details.inputValue === '') onChange(options.emptyValue);
      }}
      onOpenChange={(details) => {
        // closed without a choice (Escape, leaving): the kept choice shows again
        if (!details.open) setTyped(null);
      }}
      inputBehavior="autohighlight"
      openOnClick
      ids={{ input: id }}
      name={htmlName ?? id}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      lazyMount
      unmountOnExit
    >
      <Combobox.Control>
        <Combobox.Input
          autoFocus={autofocus}
          placeholder={placeholderText(registry, placeholder) ?? t('forms:combobox.placeholder')}
          onFocus={() => onFocus(id, value)}
          onBlur={() => {
            setTyped(null);
            onBlur(id, value);
          }}
          {...ariaOf(id, rawErrors, schema, uiSchema)}
        />
      </Combobox.Control>
      <ChoicesPopup items={collection.items} label={t('forms:combobox.options')} noMatch={t('forms:combobox.noMatch')} />
    </Combobox.Root>
  );
}

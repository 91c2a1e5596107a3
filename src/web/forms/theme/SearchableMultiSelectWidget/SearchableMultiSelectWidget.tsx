import { useEffect, useMemo } from 'react';
import { Combobox, Stack, Tag, Wrap, chakra, useListCollection } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useChoices } from '../shared/choices';
import { ChoicesPopup } from '../shared/ChoicesPopup';
import { formsContext } from '../shared/forms-context';
import { fieldText, placeholderText } from '../shared/text';
import { ariaOf } from '../shared/ids';
import { filterChoices } from '../ComboboxWidget/filter-choices';

/**
 * A long list of codes to pick several of (the KYC annexure's countries): Chakra's combobox in its
 * multiple mode, so the officer types to find a country instead of scanning 249 checkboxes. The
 * chosen ones stay listed above it, each with its own Remove button. Keeps the choices' order in
 * the stored value, as the checkbox group does.
 */
export function SearchableMultiSelectWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, schema, uiSchema, rawErrors, registry } = props;
  const { t } = formsContext(registry);
  const choices = useChoices(props);
  const picked = (Array.isArray(value) ? value : []).map(String);
  const labels = useMemo(() => new Map(choices.map((choice) => [choice.value, choice.label])), [choices]);
  // the typed text picks and orders the choices as the single combobox does (labels starting with it first)
  const { collection, set } = useListCollection({
    initialItems: choices,
    itemToString: (choice) => choice.label,
    itemToValue: (choice) => choice.value,
  });
  // a new list (another datalist chosen by the record) replaces the items; a new array of the same list does not
  const listKey = choices.map((choice) => choice.value).join('\n');
  useEffect(() => set(choices), [listKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const store = (codes: string[]) => {
    const chosen = new Set(codes);
    onChange(choices.map((choice) => choice.value).filter((code) => chosen.has(code)));
  };
  const locked = disabled || readonly;

  return (
    <Stack gap="2">
      {picked.length > 0 && (
        <Wrap as="ul" gap="2" listStyleType="none" aria-label={t('forms:multiCombobox.chosen', { field: fieldText(registry, label) })}>
          {picked.map((code) => (
            <chakra.li key={code}>
              <Tag.Root size="lg" variant="subtle">
                <Tag.Label>{labels.get(code) ?? code}</Tag.Label>
                {!locked && (
                  <Tag.EndElement>
                    <Tag.CloseTrigger
                      aria-label={t('forms:multiCombobox.remove', { item: labels.get(code) ?? code })}
                      onClick={() => store(picked.filter((other) => other !== code))}
                    />
                  </Tag.EndElement>
                )}
              </Tag.Root>
            </chakra.li>
          ))}
        </Wrap>
      )}
      <Combobox.Root
        collection={collection}
        multiple
        value={picked}
        onValueChange={(details) => store(details.value)}
        onInputValueChange={(details) => set(filterChoices(choices, details.inputValue))}
        ids={{ input: id }}
        closeOnSelect={false}
        selectionBehavior="clear"
        openOnClick
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
            onBlur={() => onBlur(id, value)}
            {...ariaOf(id, rawErrors, schema, uiSchema)}
          />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label={t('forms:combobox.options')} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <ChoicesPopup items={collection.items} label={t('forms:combobox.options')} noMatch={t('forms:combobox.noMatch')} ticks />
      </Combobox.Root>
    </Stack>
  );
}

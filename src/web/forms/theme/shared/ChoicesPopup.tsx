import { Combobox } from '@chakra-ui/react';
import type { Choice } from './choices';

/** The popup list of a Chakra combobox over choices: "no match" when empty, a tick on chosen ones where asked. */
export function ChoicesPopup({ items, label, noMatch, ticks = false }: { items: Choice[]; label: string; noMatch: string; ticks?: boolean }) {
  return (
    <Combobox.Positioner>
      <Combobox.Content aria-label={label}>
        <Combobox.Empty>{noMatch}</Combobox.Empty>
        {items.map((choice) => (
          <Combobox.Item key={choice.value} item={choice}>
            <Combobox.ItemText>{choice.label}</Combobox.ItemText>
            {ticks && <Combobox.ItemIndicator />}
          </Combobox.Item>
        ))}
      </Combobox.Content>
    </Combobox.Positioner>
  );
}

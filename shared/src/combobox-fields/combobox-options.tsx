/**
 * What the autocomplete and the multi-select have in common: the options matching the typed
 * text as a Chakra collection, and the drop-down that lists them.
 */
import { useMemo } from 'react';
import { createListCollection } from '@chakra-ui/react/collection';
import { Combobox } from '@chakra-ui/react/combobox';
import { type FieldOption, matchOptions, type OptionValue } from '@portal/shared/fields';

export function useMatchingOptions<V extends OptionValue>(
  options: readonly FieldOption<V>[],
  text: string,
  { suggestOnEmpty = false } = {},
) {
  return useMemo(
    () =>
      createListCollection({
        items: matchOptions(options, text, { suggestOnEmpty }),
        itemToValue: (option) => String(option.value),
        itemToString: (option) => option.label,
      }),
    [options, text, suggestOnEmpty],
  );
}

export function ComboboxOptions<V extends OptionValue>({ items, noMatchText }: { items: FieldOption<V>[]; noMatchText: string }) {
  return (
    <Combobox.Positioner>
      <Combobox.Content>
        <Combobox.Empty>{noMatchText}</Combobox.Empty>
        {items.map((option) => (
          <Combobox.Item key={option.value} item={option}>
            {option.label}
            <Combobox.ItemIndicator />
          </Combobox.Item>
        ))}
      </Combobox.Content>
    </Combobox.Positioner>
  );
}

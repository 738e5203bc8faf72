/**
 * What the autocomplete's and the multi-select's comboboxes have in common: the input's props
 * that come from the field, the options matching the typed text as a Chakra collection, and the
 * drop-down that lists them.
 */
import { type ReactNode, useMemo } from 'react';
import { createListCollection } from '@chakra-ui/react/collection';
import { Combobox } from '@chakra-ui/react/combobox';
import { type FieldOption, matchOptions, type OptionValue } from '@portal/shared/fields';

/** What a field hands its combobox: the form's side of the input. */
export type ComboboxInputProps = {
  name: string;
  text: string;
  onTextChange: (text: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  placeholder: string;
  disabled?: boolean;
  readOnly?: boolean;
};

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

/** The root's props that come from the field: the list as wide as the input, and the field's state. */
export function rootProps(input: ComboboxInputProps) {
  return { positioning: { sameWidth: true }, disabled: input.disabled, readOnly: input.readOnly, name: input.name };
}

/** The input and, at its end, the field's indicator (the trigger, the clear button). */
export function ComboboxControl({ input, children }: { input: ComboboxInputProps; children: ReactNode }) {
  return (
    <Combobox.Control>
      <Combobox.Input placeholder={input.placeholder} onBlur={input.onBlur} onFocus={input.onFocus} />
      <Combobox.IndicatorGroup>{children}</Combobox.IndicatorGroup>
    </Combobox.Control>
  );
}

/**
 * The multi-select's combobox: a searchable list (click or arrow keys open it, Enter toggles an
 * option) that closes after each choice, so it never covers the form's buttons.
 * MultiSelectField owns the value, the text and the tags.
 */
import { Combobox } from '@chakra-ui/react/combobox';
import type { FieldOption, OptionValue } from '@portal/shared/fields';
import { type ComboboxInputProps, ComboboxControl, ComboboxOptions, rootProps, useMatchingOptions } from './combobox-options';

export type MultiSelectComboboxProps<V extends OptionValue> = ComboboxInputProps & {
  label: string;
  options: readonly FieldOption<V>[];
  values: V[];
  onValuesChange: (values: V[]) => void;
  noMatchText: string;
};

export function MultiSelectCombobox<V extends OptionValue>({
  label,
  options,
  values,
  onValuesChange,
  noMatchText,
  ...input
}: MultiSelectComboboxProps<V>) {
  const collection = useMatchingOptions(options, input.text, { suggestOnEmpty: true });
  return (
    <Combobox.Root
      collection={collection}
      // The list of options is drawn when it opens, not hidden in every form that has the field.
      lazyMount
      unmountOnExit
      multiple
      value={values.map(String)}
      inputValue={input.text}
      onInputValueChange={(details) => input.onTextChange(details.inputValue)}
      onValueChange={(details) =>
        onValuesChange(
          details.value
            .map((raw) => options.find((option) => String(option.value) === raw)?.value ?? values.find((value) => String(value) === raw))
            .filter((value): value is V => value !== undefined),
        )
      }
      onInteractOutside={input.onBlur}
      openOnClick
      selectionBehavior="clear"
      closeOnSelect
      {...rootProps(input)}
    >
      <ComboboxControl input={input}>
        <Combobox.Trigger aria-label={`Show ${label} options`} />
      </ComboboxControl>
      <ComboboxOptions items={collection.items} noMatchText={noMatchText} />
    </Combobox.Root>
  );
}

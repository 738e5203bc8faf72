/**
 * The autocomplete's combobox: arrow keys, Enter, Escape; the list opens for non-empty text
 * only. AutocompleteField owns the value and the text.
 */
import { useState } from 'react';
import { Combobox } from '@chakra-ui/react/combobox';
import type { FieldOption, OptionValue } from '@portal/shared/fields';
import { type ComboboxInputProps, ComboboxControl, ComboboxOptions, rootProps, useMatchingOptions } from './combobox-options';

export type AutocompleteComboboxProps<V extends OptionValue> = ComboboxInputProps & {
  label: string;
  options: readonly FieldOption<V>[];
  /** The chosen option's value as the combobox holds it, or none. */
  chosen: string[];
  onPick: (option: FieldOption<V> | undefined) => void;
  noMatchText: string;
};

export function AutocompleteCombobox<V extends OptionValue>({
  label,
  options,
  chosen,
  onPick,
  noMatchText,
  ...input
}: AutocompleteComboboxProps<V>) {
  // Open is what the combobox asks for, but never while the text is empty: nothing to suggest then.
  // (Its openOnChange guard sees the text before the keystroke, so it cannot decide this itself.)
  const [wantsOpen, setWantsOpen] = useState(false);
  const collection = useMatchingOptions(options, input.text);
  return (
    <Combobox.Root
      collection={collection}
      // The list of options is drawn when it opens, not hidden in every form that has the field.
      lazyMount
      unmountOnExit
      value={chosen}
      inputValue={input.text}
      onInputValueChange={(details) => input.onTextChange(details.inputValue)}
      onValueChange={(details) => onPick(options.find((candidate) => String(candidate.value) === details.value[0]))}
      open={wantsOpen && input.text.trim() !== ''}
      onOpenChange={(details) => setWantsOpen(details.open)}
      onInteractOutside={input.onBlur}
      inputBehavior="autohighlight"
      {...rootProps(input)}
    >
      <ComboboxControl input={input}>
        <Combobox.ClearTrigger aria-label={`Clear ${label}`} />
      </ComboboxControl>
      <ComboboxOptions items={collection.items} noMatchText={noMatchText} />
    </Combobox.Root>
  );
}

/**
 * The autocomplete's combobox (loaded on first use, combobox-on-demand.tsx): arrow keys,
 * Enter, Escape; the list opens for non-empty text only. AutocompleteField owns the value and
 * the text.
 */
import { Combobox } from '@chakra-ui/react/combobox';
import type { FieldOption, OptionValue } from '@portal/shared/fields';
import type { ComboboxInputProps } from './combobox-on-demand';
import { ComboboxControl, ComboboxOptions, rootProps, useMatchingOptions, useTakeOver } from './combobox-options';

export type AutocompleteComboboxProps<V extends OptionValue> = ComboboxInputProps & {
  label: string;
  options: readonly FieldOption<V>[];
  /** The chosen option's value as the combobox holds it, or none. */
  chosen: string[];
  onPick: (option: FieldOption<V> | undefined) => void;
  noMatchText: string;
  /** Put in by a click, an arrow key or typing in the stand-in: focused, and open for the text typed there. */
  takesOver: boolean;
};

export function AutocompleteCombobox<V extends OptionValue>({
  label,
  options,
  chosen,
  onPick,
  noMatchText,
  takesOver,
  ...input
}: AutocompleteComboboxProps<V>) {
  // Open is what the combobox asks for, but never while the text is empty: nothing to suggest then.
  // (Its openOnChange guard sees the text before the keystroke, so it cannot decide this itself.)
  const { inputRef, open: wantsOpen, setOpen: setWantsOpen } = useTakeOver(takesOver);
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
      <ComboboxControl input={input} inputRef={inputRef}>
        <Combobox.ClearTrigger aria-label={`Clear ${label}`} />
      </ComboboxControl>
      <ComboboxOptions items={collection.items} noMatchText={noMatchText} />
    </Combobox.Root>
  );
}

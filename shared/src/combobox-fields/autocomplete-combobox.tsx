/**
 * The autocomplete's combobox (loaded on first use, combobox-on-demand.tsx): arrow keys,
 * Enter, Escape; the list opens for non-empty text only. AutocompleteField owns the value and
 * the text.
 */
import { Combobox } from '@chakra-ui/react/combobox';
import type { FieldOption, OptionValue } from '@portal/shared/fields';
import { ComboboxOptions, useMatchingOptions, useTakeOver } from './combobox-options';

export type AutocompleteComboboxProps<V extends OptionValue> = {
  name: string;
  label: string;
  options: readonly FieldOption<V>[];
  /** The chosen option's value as the combobox holds it, or none. */
  chosen: string[];
  onPick: (option: FieldOption<V> | undefined) => void;
  text: string;
  onTextChange: (text: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  placeholder: string;
  noMatchText: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** Put in by a click, an arrow key or typing in the stand-in: focused, and open for the text typed there. */
  takesOver: boolean;
};

export function AutocompleteCombobox<V extends OptionValue>({
  name,
  label,
  options,
  chosen,
  onPick,
  text,
  onTextChange,
  onFocus,
  onBlur,
  placeholder,
  noMatchText,
  disabled,
  readOnly,
  takesOver,
}: AutocompleteComboboxProps<V>) {
  // Open is what the combobox asks for, but never while the text is empty: nothing to suggest then.
  // (Its openOnChange guard sees the text before the keystroke, so it cannot decide this itself.)
  const { inputRef, open: wantsOpen, setOpen: setWantsOpen } = useTakeOver(takesOver);
  const collection = useMatchingOptions(options, text);
  return (
    <Combobox.Root
      collection={collection}
      // The list of options is drawn when it opens, not hidden in every form that has the field.
      lazyMount
      unmountOnExit
      value={chosen}
      inputValue={text}
      onInputValueChange={(details) => onTextChange(details.inputValue)}
      onValueChange={(details) => onPick(options.find((candidate) => String(candidate.value) === details.value[0]))}
      open={wantsOpen && text.trim() !== ''}
      onOpenChange={(details) => setWantsOpen(details.open)}
      onInteractOutside={onBlur}
      inputBehavior="autohighlight"
      positioning={{ sameWidth: true }}
      disabled={disabled}
      readOnly={readOnly}
      name={name}
    >
      <Combobox.Control>
        <Combobox.Input placeholder={placeholder} onBlur={onBlur} onFocus={onFocus} ref={inputRef} />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger aria-label={`Clear ${label}`} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <ComboboxOptions items={collection.items} noMatchText={noMatchText} />
    </Combobox.Root>
  );
}

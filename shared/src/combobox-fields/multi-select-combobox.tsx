/**
 * The multi-select's combobox (loaded on first use, combobox-on-demand.tsx): a searchable list
 * (click or arrow keys open it, Enter toggles an option) that closes after each choice, so it
 * never covers the form's buttons. MultiSelectField owns the value, the text and the tags.
 */
import { Combobox } from '@chakra-ui/react/combobox';
import type { FieldOption, OptionValue } from '@portal/shared/fields';
import { ComboboxOptions, useMatchingOptions, useTakeOver } from './combobox-options';

export type MultiSelectComboboxProps<V extends OptionValue> = {
  name: string;
  label: string;
  options: readonly FieldOption<V>[];
  values: V[];
  onValuesChange: (values: V[]) => void;
  text: string;
  onTextChange: (text: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  placeholder: string;
  noMatchText: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** Put in by a click, an arrow key or typing in the stand-in: focused and open. */
  takesOver: boolean;
};

export function MultiSelectCombobox<V extends OptionValue>({
  name,
  label,
  options,
  values,
  onValuesChange,
  text,
  onTextChange,
  onFocus,
  onBlur,
  placeholder,
  noMatchText,
  disabled,
  readOnly,
  takesOver,
}: MultiSelectComboboxProps<V>) {
  const collection = useMatchingOptions(options, text, { suggestOnEmpty: true });
  const { inputRef, open, setOpen } = useTakeOver(takesOver);
  return (
    <Combobox.Root
      collection={collection}
      // The list of options is drawn when it opens, not hidden in every form that has the field.
      lazyMount
      unmountOnExit
      multiple
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      value={values.map(String)}
      inputValue={text}
      onInputValueChange={(details) => onTextChange(details.inputValue)}
      onValueChange={(details) =>
        onValuesChange(
          details.value
            .map((raw) => options.find((option) => String(option.value) === raw)?.value ?? values.find((value) => String(value) === raw))
            .filter((value): value is V => value !== undefined),
        )
      }
      onInteractOutside={onBlur}
      openOnClick
      selectionBehavior="clear"
      closeOnSelect
      positioning={{ sameWidth: true }}
      disabled={disabled}
      readOnly={readOnly}
      name={name}
    >
      <Combobox.Control>
        <Combobox.Input placeholder={placeholder} onBlur={onBlur} onFocus={onFocus} ref={inputRef} />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger aria-label={`Show ${label} options`} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <ComboboxOptions items={collection.items} noMatchText={noMatchText} />
    </Combobox.Root>
  );
}

/**
 * An autocomplete bound to react-final-form (Chakra's combobox: arrow keys, Enter, Escape).
 * It suggests, for non-empty text only, the options whose label contains the text ignoring
 * case, never disabled ones (document 3, section 5). The value is the chosen option's value,
 * or undefined while nothing is chosen; text that matches nothing is dropped on leaving.
 */
import { useMemo, useState } from 'react';
import { Combobox } from '@chakra-ui/react/combobox';
import { useField } from 'react-final-form';
import { ComboboxOptions, useMatchingOptions } from './combobox-options';
import { type BaseFieldProps, FieldFrame, type FieldOption, fieldError, fieldRules, type OptionValue } from '@portal/shared/fields';

export type AutocompleteFieldProps<V extends OptionValue> = BaseFieldProps<V | undefined> & {
  options: readonly FieldOption<V>[];
  placeholder?: string;
  /** Shown when the text matches nothing. */
  noMatchText?: string;
};

export function AutocompleteField<V extends OptionValue>({
  name,
  validate,
  required,
  options,
  placeholder = 'Start typing…',
  noMatchText = 'No matches',
  ...frame
}: AutocompleteFieldProps<V>) {
  const rules = useMemo(() => fieldRules(required, validate), [required, validate]);
  const { input, meta } = useField<V | undefined>(name, { validate: rules });
  const labelOf = (value: V | undefined) => options.find((option) => option.value === value)?.label ?? '';
  const [text, setText] = useState(() => labelOf(input.value));
  // Open is what the combobox asks for, but never while the text is empty: nothing to suggest then.
  // (Its openOnChange guard sees the text before the keystroke, so it cannot decide this itself.)
  const [wantsOpen, setWantsOpen] = useState(false);

  // A value set from outside (initial values arriving, a form reset) shows its label, and so does
  // a label that arrives with the options. Text being typed stays: a refetch hands over a new
  // options array, which must not wipe what the user has typed so far.
  const label = labelOf(input.value);
  const [labelled, setLabelled] = useState({ value: input.value, label });
  if (labelled.value !== input.value || labelled.label !== label) {
    if (labelled.value !== input.value || text === labelled.label) setText(label);
    setLabelled({ value: input.value, label });
  }

  const collection = useMatchingOptions(options, text);

  const chosen = input.value === undefined || input.value === null || (input.value as unknown) === '' ? [] : [String(input.value)];

  return (
    <FieldFrame {...frame} required={required} error={fieldError(meta)}>
      <Combobox.Root
        collection={collection}
        // The list of options is drawn when it opens, not hidden in every form that has the field.
        lazyMount
        unmountOnExit
        value={chosen}
        inputValue={text}
        onInputValueChange={(details) => {
          setText(details.inputValue);
          if (details.inputValue.trim() === '' && chosen.length > 0) input.onChange(undefined);
        }}
        onValueChange={(details) => {
          const option = options.find((candidate) => String(candidate.value) === details.value[0]);
          input.onChange(option?.value);
          setText(option?.label ?? '');
        }}
        open={wantsOpen && text.trim() !== ''}
        onOpenChange={(details) => setWantsOpen(details.open)}
        onInteractOutside={() => input.onBlur()}
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
        disabled={frame.disabled}
        readOnly={frame.readOnly}
        name={input.name}
      >
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder} onBlur={input.onBlur} onFocus={input.onFocus} />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger aria-label={`Clear ${frame.label}`} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <ComboboxOptions items={collection.items} noMatchText={noMatchText} />
      </Combobox.Root>
    </FieldFrame>
  );
}

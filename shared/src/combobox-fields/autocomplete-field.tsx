/**
 * An autocomplete bound to react-final-form (Chakra's combobox). It suggests, for non-empty
 * text only, the options whose label contains the text ignoring case, never disabled ones
 * (document 3, section 5). The value is the chosen option's value, or undefined while nothing
 * is chosen; text that matches nothing is dropped on leaving.
 */
import { useMemo, useState } from 'react';
import { useField } from 'react-final-form';
import { AutocompleteCombobox } from './autocomplete-combobox';
import type { ComboboxInputProps } from './combobox-options';
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

  // A value set from outside (initial values arriving, a form reset) shows its label, and so does
  // a label that arrives with the options. Text being typed stays: a refetch hands over a new
  // options array, which must not wipe what the user has typed so far.
  const label = labelOf(input.value);
  const [labelled, setLabelled] = useState({ value: input.value, label });
  if (labelled.value !== input.value || labelled.label !== label) {
    if (labelled.value !== input.value || text === labelled.label) setText(label);
    setLabelled({ value: input.value, label });
  }

  const chosen = input.value === undefined || input.value === null || (input.value as unknown) === '' ? [] : [String(input.value)];
  const inputProps: ComboboxInputProps = {
    name: input.name,
    text,
    onTextChange: (typed) => {
      setText(typed);
      if (typed.trim() === '' && chosen.length > 0) input.onChange(undefined);
    },
    onFocus: input.onFocus,
    onBlur: input.onBlur,
    placeholder,
    disabled: frame.disabled,
    readOnly: frame.readOnly,
  };

  return (
    <FieldFrame {...frame} required={required} error={fieldError(meta)}>
      <AutocompleteCombobox
        {...inputProps}
        label={frame.label}
        options={options}
        chosen={chosen}
        onPick={(option) => {
          input.onChange(option?.value);
          setText(option?.label ?? '');
        }}
        noMatchText={noMatchText}
      />
    </FieldFrame>
  );
}

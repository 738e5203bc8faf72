/**
 * A multi-select bound to react-final-form: a searchable list (Chakra's combobox, loaded on
 * first use: combobox-on-demand.tsx) with the chosen options as removable tags.
 * The value is the list of chosen option values, in the order they were chosen.
 */
import { useMemo, useState } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { Tag } from '@chakra-ui/react/tag';
import { Wrap } from '@chakra-ui/react/wrap';
import { useField } from 'react-final-form';
import { type ComboboxInputProps, ComboboxStandIn, useComboboxOnDemand } from './combobox-on-demand';
import { type BaseFieldProps, FieldFrame, type FieldOption, fieldError, fieldRules, type OptionValue } from '@portal/shared/fields';

export type MultiSelectFieldProps<V extends OptionValue> = BaseFieldProps<V[] | undefined> & {
  options: readonly FieldOption<V>[];
  placeholder?: string;
  noMatchText?: string;
};

const EMPTY: never[] = [];

export function MultiSelectField<V extends OptionValue>({
  name,
  validate,
  required,
  options,
  placeholder = 'Choose…',
  noMatchText = 'No matches',
  ...frame
}: MultiSelectFieldProps<V>) {
  const rules = useMemo(() => fieldRules(required, validate), [required, validate]);
  const { input, meta } = useField<V[] | undefined>(name, { validate: rules });
  const values: V[] = Array.isArray(input.value) ? input.value : EMPTY;
  const [text, setText] = useState('');
  const { parts, takesOver, standIn } = useComboboxOnDemand(frame.label, Boolean(frame.disabled || frame.readOnly));
  const MultiSelectCombobox = parts?.MultiSelectCombobox;

  const chosen = values.map((value) => options.find((option) => option.value === value) ?? { value, label: String(value) });
  const remove = (value: V) => input.onChange(values.filter((candidate) => candidate !== value));
  const inputProps: ComboboxInputProps = {
    name: input.name,
    text,
    onTextChange: setText,
    onFocus: input.onFocus,
    onBlur: input.onBlur,
    placeholder,
    disabled: frame.disabled,
    readOnly: frame.readOnly,
  };

  return (
    <FieldFrame {...frame} required={required} error={fieldError(meta)}>
      <Stack gap="2" width="full">
        {MultiSelectCombobox ? (
          <MultiSelectCombobox
            {...inputProps}
            label={frame.label}
            options={options}
            values={values}
            onValuesChange={input.onChange}
            noMatchText={noMatchText}
            takesOver={takesOver}
          />
        ) : (
          <ComboboxStandIn {...inputProps} standIn={standIn} indicator={<ChevronDown />} />
        )}
        {chosen.length > 0 && (
          <Wrap gap="2" aria-label={`Chosen ${frame.label}`} role="list">
            {chosen.map((option) => (
              <Tag.Root key={option.value} role="listitem" size="lg" variant="surface">
                <Tag.Label>{option.label}</Tag.Label>
                {!frame.disabled && !frame.readOnly && (
                  <Tag.EndElement>
                    <Tag.CloseTrigger aria-label={`Remove ${option.label}`} onClick={() => remove(option.value)} />
                  </Tag.EndElement>
                )}
              </Tag.Root>
            ))}
          </Wrap>
        )}
      </Stack>
    </FieldFrame>
  );
}

/** The combobox trigger's chevron (Chakra's, which is not a subpath of its own). */
function ChevronDown() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

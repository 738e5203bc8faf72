/**
 * A multi-select bound to react-final-form: a searchable list (Chakra's combobox) with the
 * chosen options as removable tags. The value is the list of chosen option values, in the order
 * they were chosen.
 */
import { useMemo, useState } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { Tag } from '@chakra-ui/react/tag';
import { Wrap } from '@chakra-ui/react/wrap';
import { useField } from 'react-final-form';
import type { ComboboxInputProps } from './combobox-options';
import { MultiSelectCombobox } from './multi-select-combobox';
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
        <MultiSelectCombobox
          {...inputProps}
          label={frame.label}
          options={options}
          values={values}
          onValuesChange={input.onChange}
          noMatchText={noMatchText}
        />
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

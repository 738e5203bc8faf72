/**
 * A native select bound to react-final-form (keyboard and screen readers for free). The value
 * is the chosen option's own value, numbers staying numbers; undefined for the placeholder.
 */
import { memo, useMemo } from 'react';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { useField } from 'react-final-form';
import { type BaseFieldProps, FieldFrame, fieldError, fieldRules } from './field-frame';
import type { FieldOption, OptionValue } from './options';

export type SelectFieldProps<V extends OptionValue> = BaseFieldProps<V | undefined> & {
  options: readonly FieldOption<V>[];
  /** The empty first choice; "Select…" unless given. */
  placeholder?: string;
};

function SelectFieldOf<V extends OptionValue>({
  name,
  validate,
  required,
  options,
  placeholder = 'Select…',
  ...frame
}: SelectFieldProps<V>) {
  const rules = useMemo(() => fieldRules(required, validate), [required, validate]);
  const { input, meta } = useField<V | undefined, HTMLSelectElement, string>(name, {
    validate: rules,
    parse: (text) => options.find((option) => String(option.value) === text)?.value,
    format: (value) => (value === undefined || value === null ? '' : String(value)),
  });
  return (
    <FieldFrame {...frame} required={required} error={fieldError(meta)}>
      <NativeSelect.Root disabled={frame.disabled}>
        <NativeSelect.Field {...input}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            // A disabled choice stays visible when it is the current value, but cannot be picked again.
            <option key={option.value} value={String(option.value)} disabled={option.disabled} title={option.title}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

/**
 * Memoised: a filter bar renders again as each of its lookups arrives, and only the field whose
 * options changed need follow (the value itself comes through useField). Give it memoised options.
 */
export const SelectField = memo(SelectFieldOf) as typeof SelectFieldOf;

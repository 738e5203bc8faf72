/**
 * A multi-select bound to react-final-form: a searchable list (Chakra's combobox; click or
 * arrow keys open it, Enter toggles an option) with the chosen options as removable tags.
 * The list closes after each choice, so it never covers the form's buttons.
 * The value is the list of chosen option values, in the order they were chosen.
 */
import { useMemo, useState } from 'react';
import { Combobox } from '@chakra-ui/react/combobox';
import { Stack } from '@chakra-ui/react/stack';
import { Tag } from '@chakra-ui/react/tag';
import { Wrap } from '@chakra-ui/react/wrap';
import { useField } from 'react-final-form';
import { ComboboxOptions, useMatchingOptions } from './combobox-options';
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

  const collection = useMatchingOptions(options, text, { suggestOnEmpty: true });
  const chosen = values.map((value) => options.find((option) => option.value === value) ?? { value, label: String(value) });
  const remove = (value: V) => input.onChange(values.filter((candidate) => candidate !== value));

  return (
    <FieldFrame {...frame} required={required} error={fieldError(meta)}>
      <Stack gap="2" width="full">
        <Combobox.Root
          collection={collection}
          // The list of options is drawn when it opens, not hidden in every form that has the field.
          lazyMount
          unmountOnExit
          multiple
          value={values.map(String)}
          inputValue={text}
          onInputValueChange={(details) => setText(details.inputValue)}
          onValueChange={(details) =>
            input.onChange(
              details.value
                .map(
                  (raw) => options.find((option) => String(option.value) === raw)?.value ?? values.find((value) => String(value) === raw),
                )
                .filter((value): value is V => value !== undefined),
            )
          }
          onInteractOutside={() => input.onBlur()}
          openOnClick
          selectionBehavior="clear"
          closeOnSelect
          positioning={{ sameWidth: true }}
          disabled={frame.disabled}
          readOnly={frame.readOnly}
          name={input.name}
        >
          <Combobox.Control>
            <Combobox.Input placeholder={placeholder} onBlur={input.onBlur} onFocus={input.onFocus} />
            <Combobox.IndicatorGroup>
              <Combobox.Trigger aria-label={`Show ${frame.label} options`} />
            </Combobox.IndicatorGroup>
          </Combobox.Control>
          <ComboboxOptions items={collection.items} noMatchText={noMatchText} />
        </Combobox.Root>
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

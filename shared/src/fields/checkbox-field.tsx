/** A checkbox bound to react-final-form. The value is true or false. */
import { useMemo } from 'react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { useField } from 'react-final-form';
import { type BaseFieldProps, FieldFrame, fieldError, fieldRules } from './field-frame';

export type CheckboxFieldProps = BaseFieldProps<boolean | undefined>;

export function CheckboxField({ name, validate, required, ...frame }: CheckboxFieldProps) {
  const rules = useMemo(() => fieldRules(required, validate), [required, validate]);
  const { input, meta } = useField<boolean>(name, { validate: rules, type: 'checkbox' });
  return (
    <FieldFrame {...frame} required={required} error={fieldError(meta)} hideLabel>
      <Checkbox.Root
        name={input.name}
        checked={Boolean(input.checked)}
        onCheckedChange={(details) => input.onChange(details.checked === true)}
        disabled={frame.disabled}
        readOnly={frame.readOnly}
      >
        <Checkbox.HiddenInput onBlur={input.onBlur} onFocus={input.onFocus} />
        <Checkbox.Control />
        <Checkbox.Label>{frame.label}</Checkbox.Label>
      </Checkbox.Root>
    </FieldFrame>
  );
}

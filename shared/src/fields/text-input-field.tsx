/** A text (or multi-line) input bound to react-final-form. The value is the typed string. */
import { useMemo } from 'react';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import { useField } from 'react-final-form';
import { type BaseFieldProps, FieldFrame, fieldError, fieldRules } from './field-frame';

export type TextInputFieldProps = BaseFieldProps<string | undefined> & {
  type?: 'text' | 'email' | 'tel' | 'password' | 'url';
  placeholder?: string;
  /** Renders a textarea with this many rows. */
  rows?: number;
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
};

export function TextInputField({
  name,
  validate,
  required,
  type = 'text',
  placeholder,
  rows,
  autoComplete,
  autoFocus,
  maxLength,
  ...frame
}: TextInputFieldProps) {
  const rules = useMemo(() => fieldRules(required, validate), [required, validate]);
  const { input, meta } = useField<string>(name, { validate: rules });
  const common = { ...input, value: input.value ?? '', placeholder, autoFocus, maxLength };
  return (
    <FieldFrame {...frame} required={required} error={fieldError(meta)}>
      {rows ? <Textarea {...common} rows={rows} /> : <Input {...common} type={type} autoComplete={autoComplete} />}
    </FieldFrame>
  );
}

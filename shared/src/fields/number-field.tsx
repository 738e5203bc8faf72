/** A number input bound to react-final-form. The value is a number, or undefined while empty. */
import { useMemo } from 'react';
import { Input } from '@chakra-ui/react/input';
import { useField } from 'react-final-form';
import { type BaseFieldProps, FieldFrame, fieldError, fieldRules } from './field-frame';

export type NumberFieldProps = BaseFieldProps<number | undefined> & {
  min?: number;
  max?: number;
  step?: number | 'any';
  placeholder?: string;
};

const parseNumber = (text: string): number | undefined => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text));
const formatNumber = (value: number | undefined): string => (value === undefined || value === null ? '' : String(value));

export function NumberField({ name, validate, required, min, max, step = 'any', placeholder, ...frame }: NumberFieldProps) {
  const rules = useMemo(() => fieldRules(required, validate), [required, validate]);
  const { input, meta } = useField<number | undefined, HTMLInputElement, string>(name, {
    validate: rules,
    parse: parseNumber,
    format: formatNumber,
  });
  return (
    <FieldFrame {...frame} required={required} error={fieldError(meta)}>
      <Input {...input} type="number" inputMode="decimal" min={min} max={max} step={step} placeholder={placeholder} />
    </FieldFrame>
  );
}

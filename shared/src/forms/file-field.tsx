/**
 * @portal/shared/file-field: a file input bound to react-final-form; the form value is the
 * chosen File (or undefined). A subpath of its own: the forms with an upload (profile, project,
 * external expense) take it without the whole of `@portal/shared/fields`.
 */
import { Field as ChakraField } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { useField } from 'react-final-form';
import { errorMessage, type Validator } from '@portal/shared';

type FileFieldProps = { name: string; label: string; accept?: string; validate?: Validator<File | undefined> };

export function FileField({ name, label, accept, validate }: FileFieldProps) {
  const { input, meta } = useField<File | undefined>(name, { validate: validate as Validator });
  const error = meta.touched ? errorMessage(meta.error) : undefined;
  return (
    <ChakraField.Root invalid={Boolean(error)}>
      <ChakraField.Label>{label}</ChakraField.Label>
      <Input
        type="file"
        accept={accept}
        name={input.name}
        onBlur={input.onBlur}
        onChange={(event) => input.onChange(event.currentTarget.files?.[0])}
        p="1"
      />
      <ChakraField.ErrorText>{error}</ChakraField.ErrorText>
    </ChakraField.Root>
  );
}

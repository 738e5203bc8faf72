/**
 * A labelled text input bound to react-final-form, showing its error once the field was touched.
 * The shell's own forms (sign-in, password, profile) use this one rather than
 * `@portal/shared/fields`' TextInputField: that subpath brings every plain field (select,
 * date, tags...) and would weigh on the sign-in page.
 */
import { Field as ChakraField } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { useField } from 'react-final-form';
import { errorMessage, type Validator } from '@portal/shared';

type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  validate?: Validator;
  autoComplete?: string;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** The keyboard a phone shows: `numeric` for one-time codes. */
  inputMode?: 'text' | 'numeric';
  /** A rule the value must follow, said before the user submits (e.g. a new password's). */
  hint?: string;
};

export function TextField({ name, label, type = 'text', validate, autoComplete, readOnly, autoFocus, inputMode, hint }: TextFieldProps) {
  const { input, meta } = useField<string>(name, { validate, type });
  const error = meta.touched
    ? (errorMessage(meta.error) ?? (meta.dirtySinceLastSubmit ? undefined : errorMessage(meta.submitError)))
    : undefined;
  return (
    <ChakraField.Root invalid={Boolean(error)} readOnly={readOnly}>
      <ChakraField.Label>{label}</ChakraField.Label>
      <Input {...input} value={input.value ?? ''} type={type} autoComplete={autoComplete} autoFocus={autoFocus} inputMode={inputMode} />
      {hint && <ChakraField.HelperText>{hint}</ChakraField.HelperText>}
      <ChakraField.ErrorText>{error}</ChakraField.ErrorText>
    </ChakraField.Root>
  );
}

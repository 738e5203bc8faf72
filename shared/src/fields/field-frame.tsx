/**
 * What every form field shares: the label, a required marker, the helper text, and the error:
 * the field's own rule first, then the server's 422 message for it until the user edits the
 * value again. A rule's message waits until the user changed the field and left it, or tried
 * to save: merely passing through an empty field says nothing (and moves nothing under the
 * pointer).
 */
import type { ReactNode } from 'react';
import { Field as ChakraField } from '@chakra-ui/react/field';
import type { FieldMetaState } from 'react-final-form';
import { composeValidators, errorMessage, required as requiredRule, type Validator } from '@portal/shared';

/** Props every field of this module takes. */
export type BaseFieldProps<V = unknown> = {
  /** The form value's name (also the payload field, so a 422 for it shows under this field). */
  name: string;
  label: string;
  /**
   * Adds the "Required" rule and the marker; a text instead says what is required (issue 32:
   * "Required: a time and material project needs its MJN").
   */
  required?: boolean | string;
  validate?: Validator<V>;
  helperText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
};

export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  const error = errorMessage(meta.error);
  if (error && (meta.modified || meta.submitFailed)) return error;
  return meta.dirtySinceLastSubmit ? undefined : errorMessage(meta.submitError);
}

/** The field's rules as one validator: "Required" (or what `required` says) first, then the caller's own. */
export function fieldRules(required: boolean | string | undefined, validate: Validator<never> | undefined): Validator | undefined {
  const requiredSaying: Validator | undefined =
    typeof required === 'string' ? (value: unknown) => (requiredRule(value) ? required : undefined) : required ? requiredRule : undefined;
  const rules = [requiredSaying, validate as Validator | undefined].filter((rule): rule is Validator => Boolean(rule));
  return rules.length === 0 ? undefined : composeValidators(...rules);
}

type FieldFrameProps = Omit<BaseFieldProps, 'name' | 'validate'> & {
  error?: string;
  /** The label is rendered by the control itself (checkboxes). */
  hideLabel?: boolean;
  children: ReactNode;
};

export function FieldFrame({ label, required, helperText, disabled, readOnly, error, hideLabel, children }: FieldFrameProps) {
  return (
    <ChakraField.Root invalid={Boolean(error)} required={Boolean(required)} disabled={disabled} readOnly={readOnly}>
      {!hideLabel && (
        <ChakraField.Label>
          {label}
          <ChakraField.RequiredIndicator />
        </ChakraField.Label>
      )}
      {children}
      {helperText && !error && <ChakraField.HelperText>{helperText}</ChakraField.HelperText>}
      <ChakraField.ErrorText>{error}</ChakraField.ErrorText>
    </ChakraField.Root>
  );
}

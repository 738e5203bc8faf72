/**
 * /change-password/{token}: the token is looked up first; an unknown or expired one goes to
 * /login. The password rule is said under the field; the length is checked here, the rest by
 * the API, whose reason shows under the field. After a successful reset the server's message
 * is shown and the user signs in.
 */
import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router-dom';
import {
  apiErrorMessage,
  apiErrorStatus,
  composeValidators,
  LoadingState,
  minLength,
  NEW_PASSWORD_MIN_LENGTH,
  NEW_PASSWORD_RULE,
  notifyError,
  notifySuccess,
  required,
  sameAs,
} from '@portal/shared';
import { toSubmissionErrors } from '@portal/shared/dialogs';
import { FORM_ERROR } from 'final-form';
import { TextField } from '../components/text-field';
import { getPasswordFind } from '../features/auth/api/password-find';
import { postPasswordReset } from '../features/auth/api/password-reset';
import { AuthCard } from '../features/auth/components/auth-card';

type ResetValues = { email: string; password: string; password_confirmation: string };

export const INVALID_LINK_MESSAGE = 'This password reset link is invalid or has expired.';
const PASSWORD_FIELDS = ['password', 'password_confirmation'];

export function ChangePasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    getPasswordFind(token)
      .then(({ email: found }) => {
        if (cancelled) return;
        if (found) return setEmail(found);
        notifyError(INVALID_LINK_MESSAGE);
        void navigate('/login', { replace: true });
      })
      .catch(async (error: unknown) => {
        if (cancelled) return;
        notifyError(await apiErrorMessage(error).catch(() => INVALID_LINK_MESSAGE));
        void navigate('/login', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [token, navigate]);

  const reset = async (values: ResetValues) => {
    try {
      const answer = await postPasswordReset({ ...values, token });
      if (!answer.success) return notifyError(answer.message);
      notifySuccess(answer.message);
      void navigate('/login', { replace: true });
    } catch (error) {
      if (apiErrorStatus(error) !== 422) return notifyError(await apiErrorMessage(error));
      // The password's reasons go under its fields; the token's or the address's to a toast.
      const errors = await toSubmissionErrors(error, PASSWORD_FIELDS);
      if (errors?.[FORM_ERROR]) notifyError(String(errors[FORM_ERROR]));
      return errors;
    }
  };

  if (email === null) return <LoadingState label="Checking your link…" />;

  const passwordRules = composeValidators(required, minLength(NEW_PASSWORD_MIN_LENGTH));
  return (
    <AuthCard title="Choose a new password">
      <Form<ResetValues>
        onSubmit={reset}
        initialValues={{ email }}
        render={({ handleSubmit, submitting }) => (
          <Stack asChild gap="4">
            <form onSubmit={(event) => void handleSubmit(event)} noValidate>
              <TextField name="email" label="E-mail" type="email" readOnly />
              <TextField
                name="password"
                label="New password"
                type="password"
                autoComplete="new-password"
                autoFocus
                hint={NEW_PASSWORD_RULE}
                validate={passwordRules}
              />
              <TextField
                name="password_confirmation"
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                validate={composeValidators(passwordRules, sameAs('password'))}
              />
              <Button type="submit" colorPalette="blue" loading={submitting}>
                Set password
              </Button>
            </form>
          </Stack>
        )}
      />
    </AuthCard>
  );
}

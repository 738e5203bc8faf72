/** /forgot: asks for a recovery link and shows the server's answer. */
import { useState } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { apiErrorMessage, composeValidators, email, required, type PasswordCreateRequest } from '@portal/shared';
import { TextField } from '../components/text-field';
import { postPasswordCreate } from '../features/auth/api/password-create';
import { AuthCard } from '../features/auth/components/auth-card';

type Outcome = { status: 'success' | 'error'; message: string };

export function ForgotPage() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (request: PasswordCreateRequest) => {
    try {
      const answer = await postPasswordCreate(request);
      setOutcome({ status: answer.success ? 'success' : 'error', message: answer.message });
    } catch (error) {
      setOutcome({ status: 'error', message: await apiErrorMessage(error) });
    }
  };

  return (
    <AuthCard title="Forgot your password?">
      <Form<PasswordCreateRequest>
        onSubmit={send}
        render={({ handleSubmit, submitting }) => (
          <Stack asChild gap="4">
            <form onSubmit={(event) => void handleSubmit(event)} noValidate>
              {outcome && (
                <Alert.Root status={outcome.status} role="status">
                  <Alert.Indicator />
                  <Alert.Title>{outcome.message}</Alert.Title>
                </Alert.Root>
              )}
              <TextField
                name="email"
                label="E-mail"
                type="email"
                autoComplete="email"
                autoFocus
                validate={composeValidators(required, email)}
              />
              <Button type="submit" colorPalette="blue" loading={submitting}>
                Send recovery link
              </Button>
              <Link asChild fontSize="sm" alignSelf="center">
                <RouterLink to="/login">Back to sign in</RouterLink>
              </Link>
            </form>
          </Stack>
        )}
      />
    </AuthCard>
  );
}

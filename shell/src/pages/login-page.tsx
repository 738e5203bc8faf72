/**
 * /login: e-mail and password, then a code when the user has two-factor sign-in
 * (TwoFactorStep); a user who already has a session goes to /.
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Form } from 'react-final-form';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import {
  apiErrorMessage,
  applyTheme,
  composeValidators,
  email,
  minLength,
  notifyError,
  PASSWORD_MIN_LENGTH,
  isTwoFactorStep,
  required,
  useSessionStore,
  type LoginRequest,
  type LoginTwoFactorResponse,
} from '@portal/shared';
import { TextField } from '../components/text-field';
import { preloadSignedIn } from '../app/preload';
import { postLogin } from '../features/auth/api/login';
import { AuthCard } from '../features/auth/components/auth-card';
import { SessionExpiredNotice } from '../features/session/components/session-expired-notice';
import { type SignedInSession, TwoFactorStep } from '../features/auth/components/two-factor-step';

export const NO_ACCOUNT_MESSAGE = 'There is no account matching the email and password you entered.';

export function LoginPage() {
  const signedIn = useSessionStore((state) => state.signedIn);
  const navigate = useNavigate();
  const [twoFactor, setTwoFactor] = useState<LoginTwoFactorResponse['two_factor'] | null>(null);
  if (signedIn) return <Navigate to="/" replace />;

  // The session itself came as an HttpOnly cookie; the answer has the user and the lookups.
  const startSession = ({ me, ...lookups }: SignedInSession) => {
    useSessionStore.getState().signIn(me, lookups);
    applyTheme(me.theme);
    void navigate('/', { replace: true });
  };

  const signIn = async (credentials: LoginRequest) => {
    try {
      const answer = await postLogin(credentials);
      if (isTwoFactorStep(answer)) {
        setTwoFactor(answer.two_factor);
        return;
      }
      if (!answer.data?.me) {
        notifyError(NO_ACCOUNT_MESSAGE);
        return;
      }
      startSession(answer.data);
    } catch (error) {
      notifyError(await apiErrorMessage(error));
    }
  };

  if (twoFactor) {
    const restart = (message: string) => {
      setTwoFactor(null);
      if (message) notifyError(message);
    };
    return (
      <AuthCard title="Two-factor sign-in">
        <TwoFactorStep twoFactor={twoFactor} onSignedIn={startSession} onRestart={restart} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in">
      <SessionExpiredNotice />
      <Form<LoginRequest>
        onSubmit={signIn}
        render={({ handleSubmit, submitting }) => (
          <Stack asChild gap="4">
            <form
              onSubmit={(event) => void handleSubmit(event)}
              // Typing a password means a sign-in is coming: fetch what it leads to meanwhile.
              onFocus={(event) => event.target.getAttribute('name') === 'password' && preloadSignedIn()}
              noValidate
            >
              <TextField
                name="email"
                label="E-mail"
                type="email"
                autoComplete="username"
                autoFocus
                validate={composeValidators(required, email)}
              />
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                validate={composeValidators(required, minLength(PASSWORD_MIN_LENGTH))}
              />
              <Button type="submit" colorPalette="blue" loading={submitting}>
                Sign in
              </Button>
              <Link asChild fontSize="sm" alignSelf="center">
                <RouterLink to="/forgot">Forgot your password?</RouterLink>
              </Link>
            </form>
          </Stack>
        )}
      />
    </AuthCard>
  );
}

/** /login: e-mail and password; a user who already has a session goes to /. */
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
  required,
  useSessionStore,
  type LoginRequest,
} from '@portal/shared';
import { TextField } from '../components/text-field';
import { preloadSignedIn } from '../app/preload';
import { postLogin } from '../features/auth/api/login';
import { AuthCard } from '../features/auth/components/auth-card';
import { SessionExpiredNotice } from '../features/session/components/session-expired-notice';

export const NO_ACCOUNT_MESSAGE = 'There is no account matching the email and password you entered.';

export function LoginPage() {
  const signedIn = useSessionStore((state) => state.signedIn);
  const navigate = useNavigate();
  if (signedIn) return <Navigate to="/" replace />;

  const signIn = async (credentials: LoginRequest) => {
    try {
      const { data } = await postLogin(credentials);
      // The session itself came as an HttpOnly cookie; the answer has the user.
      if (!data?.me) {
        notifyError(NO_ACCOUNT_MESSAGE);
        return;
      }
      const { me, ...lookups } = data;
      useSessionStore.getState().signIn(me, lookups);
      applyTheme(me.theme);
      void navigate('/', { replace: true });
    } catch (error) {
      notifyError(await apiErrorMessage(error));
    }
  };

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

/**
 * The second step of a sign-in for a user with two-factor sign-in: the 6-digit code from the
 * authenticator app (the browser may offer it: one-time-code), or one of the recovery codes.
 * When the role requires it and it is not set up, the same step first shows the secret to add
 * to the app, and after the first code the recovery codes, before the portal opens. A spent or
 * expired challenge sends the user back to the password step with the server's sentence.
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Form } from 'react-final-form';
import {
  apiErrorMessage,
  composeValidators,
  notifyError,
  required,
  type LoginResponse,
  type LoginTwoFactorResponse,
  type Validator,
} from '@portal/shared';
import { TextField } from '../../../components/text-field';
import { fieldMessagesOf } from '../api/field-messages';
import { postLoginTwoFactor } from '../api/two-factor';
import { EnrolmentSecret } from './enrolment-secret';
import { RecoveryCodes } from './recovery-codes';

export type SignedInSession = LoginResponse['data'];
type Values = { code?: string; recovery_code?: string };
type Props = {
  twoFactor: LoginTwoFactorResponse['two_factor'];
  onSignedIn: (session: SignedInSession) => void;
  /** Back to e-mail and password, with why (empty when the user chose to go back). */
  onRestart: (message: string) => void;
};

export const SIX_DIGITS_MESSAGE = 'Enter the 6 digits your authenticator app shows';
export const sixDigits: Validator = (value) =>
  typeof value === 'string' && !/^\d{6}$/.test(value.replace(/\s+/g, '')) ? SIX_DIGITS_MESSAGE : undefined;

export function TwoFactorStep({ twoFactor, onSignedIn, onRestart }: Props) {
  const { challenge, enrol } = twoFactor;
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const [firstCodes, setFirstCodes] = useState<{ codes: string[]; session: SignedInSession } | null>(null);

  if (firstCodes) {
    return <RecoveryCodes codes={firstCodes.codes} doneLabel="Continue to the portal" onDone={() => onSignedIn(firstCodes.session)} />;
  }

  const field = withRecoveryCode ? 'recovery_code' : 'code';
  const verify = async (values: Values) => {
    try {
      const typed = (values[field] ?? '').trim();
      const answer = await postLoginTwoFactor(withRecoveryCode ? { challenge, recovery_code: typed } : { challenge, code: typed });
      if (answer.recovery_codes) setFirstCodes({ codes: answer.recovery_codes, session: answer.data });
      else onSignedIn(answer.data);
      return undefined;
    } catch (error) {
      const messages = await fieldMessagesOf(error);
      if (messages?.challenge) {
        onRestart(messages.challenge);
        return undefined;
      }
      if (messages) return { [field]: messages[field] ?? Object.values(messages)[0] };
      notifyError(await apiErrorMessage(error));
      return undefined;
    }
  };

  let instructions = 'Enter the 6-digit code from your authenticator app.';
  if (enrol)
    instructions = 'Your role requires two-factor sign-in. Add the portal to an authenticator app, then enter the 6-digit code it shows.';
  else if (withRecoveryCode) instructions = 'Enter one of your recovery codes. Each one works once.';

  return (
    <Stack gap="4">
      {enrol && <EnrolmentSecret enrolment={enrol} />}
      <Text fontSize="sm">{instructions}</Text>
      <Form<Values>
        // A new form per kind of code: the field gets the focus, and no error carries over.
        key={field}
        onSubmit={verify}
        render={({ handleSubmit, submitting }) => (
          <Stack asChild gap="4">
            <form onSubmit={(event) => void handleSubmit(event)} noValidate>
              {withRecoveryCode ? (
                <TextField name="recovery_code" label="Recovery code" autoComplete="off" autoFocus validate={required} />
              ) : (
                <TextField
                  name="code"
                  label="Authentication code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  autoFocus
                  validate={composeValidators(required, sixDigits)}
                />
              )}
              <Button type="submit" colorPalette="blue" loading={submitting}>
                {enrol ? 'Turn on and sign in' : 'Verify'}
              </Button>
              {!enrol && (
                <Button variant="plain" size="sm" onClick={() => setWithRecoveryCode(!withRecoveryCode)}>
                  {withRecoveryCode ? 'Use your authenticator app' : 'Use a recovery code'}
                </Button>
              )}
              <Button variant="plain" size="sm" onClick={() => onRestart('')}>
                Back to sign-in
              </Button>
            </form>
          </Stack>
        )}
      />
    </Stack>
  );
}

/**
 * "Two-factor sign-in" in the profile: turn it on (the secret as a QR code and as text, then a
 * code from the app to confirm it, then the recovery codes, shown once), see how many recovery
 * codes are left, and turn it off with the password or a current code, unless the deploy
 * requires it for the user's role.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Form } from 'react-final-form';
import {
  apiErrorMessage,
  composeValidators,
  notifyError,
  notifySuccess,
  required,
  type TwoFactorEnrolment,
  type TwoFactorStatusResponse,
} from '@portal/shared';
import { TextField } from '../../../components/text-field';
import { fieldMessagesOf } from '../api/field-messages';
import { getTwoFactorStatus, postTwoFactorConfirm, postTwoFactorDisable, postTwoFactorEnrol } from '../api/two-factor';
import { EnrolmentSecret } from './enrolment-secret';
import { RecoveryCodes } from './recovery-codes';
import { sixDigits } from './two-factor-step';

export const TWO_FACTOR_OFF_MESSAGE = 'Two-factor sign-in is off.';
const SIX_DIGITS = /^\d{6}$/;

/** The server's message for the field, or a toast when the failure is not about a field. */
async function failureOf(error: unknown, field: string, serverFields: string[]): Promise<Record<string, string> | undefined> {
  const messages = await fieldMessagesOf(error);
  const message = messages && (serverFields.map((name) => messages[name]).find(Boolean) ?? Object.values(messages)[0]);
  if (message) return { [field]: message };
  notifyError(await apiErrorMessage(error));
  return undefined;
}

export function TwoFactorSection() {
  const [status, setStatus] = useState<TwoFactorStatusResponse | null>(null);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);

  const refresh = useCallback(
    () =>
      getTwoFactorStatus().then(setStatus, async (error: unknown) => {
        notifyError(await apiErrorMessage(error));
      }),
    [],
  );
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const turnOn = async () => {
    setStarting(true);
    try {
      setEnrolment(await postTwoFactorEnrol());
    } catch (error) {
      notifyError(await apiErrorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  const confirm = async ({ code }: { code?: string }) => {
    try {
      const { recovery_codes } = await postTwoFactorConfirm((code ?? '').replace(/\s+/g, ''));
      setEnrolment(null);
      setRecoveryCodes(recovery_codes);
      return undefined;
    } catch (error) {
      return failureOf(error, 'code', ['code']);
    }
  };

  const turnOff = async ({ proof }: { proof?: string }) => {
    const typed = (proof ?? '').trim();
    try {
      await postTwoFactorDisable(SIX_DIGITS.test(typed) ? { code: typed } : { password: typed });
      notifySuccess(TWO_FACTOR_OFF_MESSAGE);
      await refresh();
      return undefined;
    } catch (error) {
      return failureOf(error, 'proof', ['password', 'code']);
    }
  };

  let content;
  if (recoveryCodes) {
    content = (
      <RecoveryCodes
        codes={recoveryCodes}
        doneLabel="Done"
        onDone={() => {
          setRecoveryCodes(null);
          void refresh();
        }}
      />
    );
  } else if (enrolment) {
    content = (
      <Stack gap="3">
        <EnrolmentSecret enrolment={enrolment} />
        <Form<{ code?: string }>
          onSubmit={confirm}
          render={({ handleSubmit, submitting }) => (
            <Stack asChild gap="3">
              <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Confirm two-factor sign-in">
                <TextField
                  name="code"
                  label="Code from the app"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  autoFocus
                  validate={composeValidators(required, sixDigits)}
                />
                <HStack gap="2">
                  <Button type="submit" size="sm" colorPalette="blue" loading={submitting}>
                    Confirm and turn on
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setEnrolment(null)}>
                    Cancel
                  </Button>
                </HStack>
              </form>
            </Stack>
          )}
        />
      </Stack>
    );
  } else if (!status) {
    content = <Text fontSize="sm">Loading…</Text>;
  } else if (status.enabled) {
    content = (
      <Stack gap="3">
        <Text fontSize="sm">
          On: signing in asks for a code from your authenticator app. {status.recovery_codes_left} recovery codes left.
        </Text>
        {status.required ? (
          <Text fontSize="sm" color="fg.muted">
            Your role requires two-factor sign-in, so it cannot be turned off.
          </Text>
        ) : (
          <Form<{ proof?: string }>
            onSubmit={turnOff}
            render={({ handleSubmit, submitting }) => (
              <Stack asChild gap="3">
                <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Turn off two-factor sign-in">
                  <TextField
                    name="proof"
                    label="Password or a current code"
                    type="password"
                    autoComplete="current-password"
                    validate={required}
                  />
                  <Button type="submit" size="sm" variant="outline" colorPalette="red" loading={submitting} alignSelf="start">
                    Turn off
                  </Button>
                </form>
              </Stack>
            )}
          />
        )}
      </Stack>
    );
  } else {
    content = (
      <Stack gap="3" align="start">
        <Text fontSize="sm">
          {TWO_FACTOR_OFF_MESSAGE} Turn it on to be asked, after your password, for a code from an authenticator app.
        </Text>
        <Button size="sm" colorPalette="blue" loading={starting} onClick={() => void turnOn()}>
          Turn on
        </Button>
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="two-factor-heading">
      <Heading as="h3" size="sm" id="two-factor-heading">
        Two-factor sign-in
      </Heading>
      {content}
    </Stack>
  );
}

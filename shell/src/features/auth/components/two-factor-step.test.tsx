import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerPost, apiError, me, renderWithPortal, requestCount, sentBodies } from '@portal/shared/testing';
import type { LoginTwoFactorSessionResponse } from '@portal/shared';
import { SIX_DIGITS_MESSAGE, TwoFactorStep } from './two-factor-step';

const session: LoginTwoFactorSessionResponse = {
  data: { token: 't'.repeat(43), me: me({ id: 3, email: 'dev2@agency.test' }), users: [], clients: [], brands: [] },
};
const WRONG = 'The code is not valid. Enter the current code from your authenticator app.';

function renderStep(twoFactor: Parameters<typeof TwoFactorStep>[0]['twoFactor'] = { challenge: 'challenge-1' }) {
  const onSignedIn = jest.fn();
  const onRestart = jest.fn();
  renderWithPortal(<TwoFactorStep twoFactor={twoFactor} onSignedIn={onSignedIn} onRestart={onRestart} />, { toasts: true });
  return { onSignedIn, onRestart, user: userEvent.setup() };
}

describe('TwoFactorStep', () => {
  it('takes the code from the authenticator app, with the focus on it and six digits checked', async () => {
    const { onSignedIn, user } = renderStep();
    const field = await screen.findByLabelText('Authentication code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');

    await user.type(field, '12345{Enter}');
    expect(await screen.findByText(SIX_DIGITS_MESSAGE)).toBeInTheDocument();
    expect(requestCount('POST', 'login/two-factor')).toBe(0);

    answerPost('login/two-factor', apiError(422, { message: WRONG, errors: { code: [WRONG] } }), { once: true });
    await user.type(field, '6{Enter}');
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(await sentBodies('POST', 'login/two-factor')).toEqual([{ challenge: 'challenge-1', code: '123456' }]);
    expect(onSignedIn).not.toHaveBeenCalled();

    answerPost<LoginTwoFactorSessionResponse>('login/two-factor', session);
    await user.clear(field);
    await user.type(field, '654321{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session.data));
  });

  it('switches to a recovery code and back, focusing each field', async () => {
    const { onSignedIn, user } = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = await screen.findByLabelText('Recovery code');
    expect(field).toHaveFocus();
    answerPost<LoginTwoFactorSessionResponse>('login/two-factor', session);
    await user.type(field, ' abcde-fghjk {Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session.data));
    expect(await sentBodies('POST', 'login/two-factor')).toEqual([{ challenge: 'challenge-1', recovery_code: 'abcde-fghjk' }]);

    await user.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
    expect(await screen.findByLabelText('Authentication code')).toHaveFocus();
  });

  it('goes back to the password step when the challenge is spent or expired', async () => {
    const { onRestart, user } = renderStep();
    const expired = 'This sign-in has expired. Please enter your e-mail and password again.';
    answerPost('login/two-factor', apiError(422, { message: expired, errors: { challenge: [expired] } }));
    await user.type(await screen.findByLabelText('Authentication code'), '123456{Enter}');
    await waitFor(() => expect(onRestart).toHaveBeenCalledWith(expired));
  });

  it('enrols when the role requires it: the secret, the first code, then the recovery codes once', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const { onSignedIn, user } = renderStep({
      challenge: 'challenge-2',
      enrol: { secret, otpauth_uri: `otpauth://totp/Agency%20portal:pm%40agency.test?secret=${secret}` },
    });
    expect(await screen.findByText(/Your role requires two-factor sign-in/)).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).not.toBeInTheDocument();

    const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
    answerPost<LoginTwoFactorSessionResponse>('login/two-factor', { ...session, recovery_codes: codes });
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list).toHaveTextContent('code9-abcde');
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue to the portal' }));
    expect(onSignedIn).toHaveBeenCalledWith(session.data);
  });
});

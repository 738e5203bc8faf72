import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TwoFactorConfirmResponse, TwoFactorEnrolment, TwoFactorStatusResponse } from '@portal/shared';
import {
  answerGet,
  answerPost,
  apiError,
  noContent,
  recordDownloads,
  renderWithPortal,
  requestCount,
  sentBodies,
} from '@portal/shared/testing';
import { RECOVERY_CODES_FILE } from './recovery-codes';
import { TWO_FACTOR_OFF_MESSAGE, TwoFactorSection } from './two-factor-section';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efghj`);
const WRONG = 'The code is not valid. Enter the current code from your authenticator app.';

describe('TwoFactorSection', () => {
  it('turns on: the secret, a code to confirm it, the recovery codes once with copy and download', async () => {
    let status: TwoFactorStatusResponse = { enabled: false, required: false, recovery_codes_left: 0 };
    answerGet<TwoFactorStatusResponse>('profile/two-factor', () => status);
    answerPost<TwoFactorEnrolment>('profile/two-factor/enrol', {
      secret: SECRET,
      otpauth_uri: `otpauth://totp/Agency%20portal:dev%40agency.test?secret=${SECRET}`,
    });
    renderWithPortal(<TwoFactorSection />, { toasts: true });
    const user = userEvent.setup();
    expect(await screen.findByText(/Two-factor sign-in is off/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP');
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in an authenticator app/ })).toHaveAttribute(
      'href',
      expect.stringContaining('otpauth://totp/'),
    );

    const field = screen.getByLabelText('Code from the app');
    expect(field).toHaveFocus();
    answerPost('profile/two-factor/confirm', apiError(422, { message: WRONG, errors: { code: [WRONG] } }), { once: true });
    await user.type(field, '111111{Enter}');
    expect(await screen.findByText(WRONG)).toBeInTheDocument();

    answerPost<TwoFactorConfirmResponse>('profile/two-factor/confirm', { recovery_codes: CODES });
    await user.clear(field);
    await user.type(field, '222 222{Enter}');
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect((await sentBodies('POST', 'profile/two-factor/confirm')).at(-1)).toEqual({ code: '222222' });

    const downloads = recordDownloads();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloads.map(({ fileName }) => fileName)).toEqual([RECOVERY_CODES_FILE]);
    expect(await downloads[0].text()).toBe(`${CODES.join('\n')}\n`);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    // Read back as a blob, not with readText(): user-event's clipboard reads text with jsdom's
    // FileReader, which cannot read the Blob of Node's realm this environment gives (jsdom-environment.cjs).
    const [copied] = await navigator.clipboard.read();
    expect(await (await copied.getType('text/plain')).text()).toBe(`${CODES.join('\n')}\n`);

    status = { enabled: true, required: false, recovery_codes_left: 10 };
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turns off with the password or a current code, showing a refusal under the field', async () => {
    let status: TwoFactorStatusResponse = { enabled: true, required: false, recovery_codes_left: 7 };
    answerGet<TwoFactorStatusResponse>('profile/two-factor', () => status);
    renderWithPortal(<TwoFactorSection />, { toasts: true });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Password or a current code');

    answerPost(
      'profile/two-factor/disable',
      apiError(422, { message: 'x', errors: { password: ['The current password is incorrect.'] } }),
      { once: true },
    );
    await user.type(field, 'not-mine{Enter}');
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(await sentBodies('POST', 'profile/two-factor/disable')).toEqual([{ password: 'not-mine' }]);

    answerPost('profile/two-factor/disable', () => {
      status = { enabled: false, required: false, recovery_codes_left: 0 };
      return noContent();
    });
    await user.clear(field);
    await user.type(field, '123456{Enter}');
    await waitFor(() => expect(requestCount('POST', 'profile/two-factor/disable')).toBe(2));
    expect((await sentBodies('POST', 'profile/two-factor/disable'))[1]).toEqual({ code: '123456' });
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(TWO_FACTOR_OFF_MESSAGE)).length).toBeGreaterThan(0);
  });

  it('offers no way to turn it off when the role requires it', async () => {
    answerGet<TwoFactorStatusResponse>('profile/two-factor', { enabled: true, required: true, recovery_codes_left: 10 });
    renderWithPortal(<TwoFactorSection />);
    expect(await screen.findByText(/Your role requires two-factor sign-in/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password or a current code')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpFailure, renderWithPortal } from '@portal/shared/testing';
import { saveBlob } from '@portal/shared';
import { getTwoFactorStatus, postTwoFactorConfirm, postTwoFactorDisable, postTwoFactorEnrol } from '../api/two-factor';
import { RECOVERY_CODES_FILE } from './recovery-codes';
import { TWO_FACTOR_OFF_MESSAGE, TwoFactorSection } from './two-factor-section';

// The HTTP calls are replaced here; the API's side runs in api/src/routes/profile/two-factor.test.ts and e2e.
jest.mock('../api/two-factor', () => ({
  getTwoFactorStatus: jest.fn(),
  postTwoFactorEnrol: jest.fn(),
  postTwoFactorConfirm: jest.fn(),
  postTwoFactorDisable: jest.fn(),
}));
jest.mock('@portal/shared', () => ({ ...jest.requireActual<object>('@portal/shared'), saveBlob: jest.fn() }));
const status = getTwoFactorStatus as jest.Mock;
const enrol = postTwoFactorEnrol as jest.Mock;
const confirm = postTwoFactorConfirm as jest.Mock;
const disable = postTwoFactorDisable as jest.Mock;

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efghj`);
// jsdom's Blob has no text().
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
const WRONG = 'The code is not valid. Enter the current code from your authenticator app.';

describe('TwoFactorSection', () => {
  beforeEach(() => jest.clearAllMocks());

  it('turns on: the secret, a code to confirm it, the recovery codes once with copy and download', async () => {
    status.mockResolvedValueOnce({ enabled: false, required: false, recovery_codes_left: 0 });
    enrol.mockResolvedValue({ secret: SECRET, otpauth_uri: `otpauth://totp/Agency%20portal:dev%40agency.test?secret=${SECRET}` });
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
    confirm.mockRejectedValueOnce(httpFailure(422, { message: WRONG, errors: { code: [WRONG] } }));
    await user.type(field, '111111{Enter}');
    expect(await screen.findByText(WRONG)).toBeInTheDocument();

    confirm.mockResolvedValueOnce({ recovery_codes: CODES });
    await user.clear(field);
    await user.type(field, '222 222{Enter}');
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(confirm).toHaveBeenLastCalledWith('222222');

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), RECOVERY_CODES_FILE);
    expect(await textOf(jest.mocked(saveBlob).mock.calls[0][0])).toBe(`${CODES.join('\n')}\n`);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(`${CODES.join('\n')}\n`);

    status.mockResolvedValueOnce({ enabled: true, required: false, recovery_codes_left: 10 });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turns off with the password or a current code, showing a refusal under the field', async () => {
    status.mockResolvedValue({ enabled: true, required: false, recovery_codes_left: 7 });
    renderWithPortal(<TwoFactorSection />, { toasts: true });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Password or a current code');

    disable.mockRejectedValueOnce(httpFailure(422, { message: 'x', errors: { password: ['The current password is incorrect.'] } }));
    await user.type(field, 'not-mine{Enter}');
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(disable).toHaveBeenLastCalledWith({ password: 'not-mine' });

    disable.mockResolvedValueOnce(undefined);
    status.mockResolvedValue({ enabled: false, required: false, recovery_codes_left: 0 });
    await user.clear(field);
    await user.type(field, '123456{Enter}');
    await waitFor(() => expect(disable).toHaveBeenLastCalledWith({ code: '123456' }));
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(TWO_FACTOR_OFF_MESSAGE)).length).toBeGreaterThan(0);
  });

  it('offers no way to turn it off when the role requires it', async () => {
    status.mockResolvedValue({ enabled: true, required: true, recovery_codes_left: 10 });
    renderWithPortal(<TwoFactorSection />);
    expect(await screen.findByText(/Your role requires two-factor sign-in/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password or a current code')).not.toBeInTheDocument();
  });
});

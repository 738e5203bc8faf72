import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEW_PASSWORD_RULE, PASSWORD_TOO_COMMON_MESSAGE } from '@portal/shared';
import { httpFailure, renderWithPortal } from '@portal/shared/testing';
import { getPasswordFind } from '../features/auth/api/password-find';
import { postPasswordReset } from '../features/auth/api/password-reset';
import { ChangePasswordPage } from './change-password-page';

// The HTTP calls are replaced here; the real reset runs end to end in e2e/tests/password-reset.spec.ts.
jest.mock('../features/auth/api/password-find', () => ({ getPasswordFind: jest.fn() }));
jest.mock('../features/auth/api/password-reset', () => ({ postPasswordReset: jest.fn() }));
const mockedFind = getPasswordFind as jest.MockedFunction<typeof getPasswordFind>;
const mockedReset = postPasswordReset as jest.MockedFunction<typeof postPasswordReset>;

async function openResetPage() {
  mockedFind.mockResolvedValue({ email: 'zoe.clark@agency.test' });
  renderWithPortal(<ChangePasswordPage />, {
    route: '/change-password/a-token-of-twenty-chars',
    path: '/change-password/:token',
    toasts: true,
  });
  const user = userEvent.setup();
  const password = await screen.findByLabelText('New password');
  const fill = async (value: string) => {
    await user.clear(password);
    await user.type(password, value);
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), value);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
  };
  return { fill };
}

describe('ChangePasswordPage', () => {
  beforeEach(() => {
    mockedFind.mockReset();
    mockedReset.mockReset();
  });

  it('says the rule before submit and checks the length itself', async () => {
    const { fill } = await openResetPage();
    expect(screen.getByText(NEW_PASSWORD_RULE)).toBeInTheDocument();
    await fill('eleven-char');
    expect(await screen.findAllByText('Must be longer than 12 characters')).toHaveLength(2);
    expect(mockedReset).not.toHaveBeenCalled();
  });

  it("shows the API's reason for refusing a password under the field", async () => {
    mockedReset.mockRejectedValue(
      httpFailure(422, { message: PASSWORD_TOO_COMMON_MESSAGE, errors: { password: [PASSWORD_TOO_COMMON_MESSAGE] } }),
    );
    const { fill } = await openResetPage();
    await fill('password1234');
    const reason = await screen.findByText(PASSWORD_TOO_COMMON_MESSAGE);
    // Under the field, as its error text, not a passing toast.
    expect(reason.closest('[role="group"], .chakra-field__root')).toContainElement(screen.getByLabelText('New password'));
    expect(mockedReset).toHaveBeenCalledWith({
      email: 'zoe.clark@agency.test',
      password: 'password1234',
      password_confirmation: 'password1234',
      token: 'a-token-of-twenty-chars',
    });
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEW_PASSWORD_RULE, PASSWORD_TOO_COMMON_MESSAGE, type PasswordFindResponse } from '@portal/shared';
import { answerGet, answerPost, apiError, renderWithPortal, requestCount, sentBodies } from '@portal/shared/testing';
import { ChangePasswordPage } from './change-password-page';

async function openResetPage() {
  answerGet<PasswordFindResponse>('password/find/a-token-of-twenty-chars', { email: 'zoe.clark@agency.test' });
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
  it('says the rule before submit and checks the length itself', async () => {
    const { fill } = await openResetPage();
    expect(screen.getByText(NEW_PASSWORD_RULE)).toBeInTheDocument();
    await fill('eleven-char');
    expect(await screen.findAllByText('Must be longer than 12 characters')).toHaveLength(2);
    expect(requestCount('POST', 'password/reset')).toBe(0);
  });

  it("shows the API's reason for refusing a password under the field", async () => {
    answerPost(
      'password/reset',
      apiError(422, { message: PASSWORD_TOO_COMMON_MESSAGE, errors: { password: [PASSWORD_TOO_COMMON_MESSAGE] } }),
    );
    const { fill } = await openResetPage();
    await fill('password1234');
    const reason = await screen.findByText(PASSWORD_TOO_COMMON_MESSAGE);
    // Under the field, as its error text, not a passing toast.
    expect(reason.closest('[role="group"], .chakra-field__root')).toContainElement(screen.getByLabelText('New password'));
    expect(await sentBodies('POST', 'password/reset')).toEqual([
      {
        email: 'zoe.clark@agency.test',
        password: 'password1234',
        password_confirmation: 'password1234',
        token: 'a-token-of-twenty-chars',
      },
    ]);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_LINK_SENT_MESSAGE, type PasswordMessageResponse } from '@portal/shared';
import { answerPost, apiError, renderWithPortal, sentBodies } from '@portal/shared/testing';
import { ForgotPage } from './forgot-page';

async function ask(email: string) {
  renderWithPortal(<ForgotPage />, { route: '/forgot' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Send recovery link' }));
}

describe('ForgotPage', () => {
  it("shows the server's answer, which is the same whether the address has an account or not", async () => {
    answerPost<PasswordMessageResponse>('password/create', { success: true, message: PASSWORD_LINK_SENT_MESSAGE });
    await ask('anyone@agency.test');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_LINK_SENT_MESSAGE);
    expect(await sentBodies('POST', 'password/create')).toEqual([{ email: 'anyone@agency.test' }]);
  });

  it('shows a refusal in the server words', async () => {
    answerPost('password/create', apiError(429, { message: 'Too many attempts. Please try again in 1 minute.' }));
    await ask('anyone@agency.test');
    expect(await screen.findByRole('status')).toHaveTextContent('Too many attempts. Please try again in 1 minute.');
  });
});

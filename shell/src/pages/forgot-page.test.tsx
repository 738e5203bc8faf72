import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_LINK_SENT_MESSAGE } from '@portal/shared';
import { httpFailure, renderWithPortal } from '@portal/shared/testing';
import { postPasswordCreate } from '../features/auth/api/password-create';
import { ForgotPage } from './forgot-page';

// The HTTP call is replaced here; the real request runs end to end in e2e/tests/password-reset.spec.ts.
jest.mock('../features/auth/api/password-create', () => ({ postPasswordCreate: jest.fn() }));
const mockedCreate = postPasswordCreate as jest.MockedFunction<typeof postPasswordCreate>;

async function ask(email: string) {
  renderWithPortal(<ForgotPage />, { route: '/forgot' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Send recovery link' }));
}

describe('ForgotPage', () => {
  beforeEach(() => mockedCreate.mockReset());

  it("shows the server's answer, which is the same whether the address has an account or not", async () => {
    mockedCreate.mockResolvedValue({ success: true, message: PASSWORD_LINK_SENT_MESSAGE });
    await ask('anyone@agency.test');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_LINK_SENT_MESSAGE);
    expect(mockedCreate).toHaveBeenCalledWith({ email: 'anyone@agency.test' });
  });

  it('shows a refusal in the server words', async () => {
    mockedCreate.mockRejectedValue(httpFailure(429, { message: 'Too many attempts. Please try again in 1 minute.' }));
    await ask('anyone@agency.test');
    expect(await screen.findByRole('status')).toHaveTextContent('Too many attempts. Please try again in 1 minute.');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { postLogin } from '../features/auth/api/login';
import { LoginPage, NO_ACCOUNT_MESSAGE } from './login-page';

// The HTTP call is replaced here; the real sign-in runs end to end in e2e/tests.
jest.mock('../features/auth/api/login', () => ({ postLogin: jest.fn() }));
const mockedLogin = postLogin as jest.MockedFunction<typeof postLogin>;

describe('LoginPage', () => {
  beforeEach(() => {
    useSessionStore.setState({ signedIn: false, me: null });
    mockedLogin.mockReset();
  });

  it('validates the fields before calling the server', async () => {
    renderWithPortal(<LoginPage />, { route: '/login', toasts: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);

    await user.type(screen.getByLabelText('E-mail'), 'pm@agency');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Must be longer than 6 characters')).toBeInTheDocument();
    expect(mockedLogin).not.toHaveBeenCalled();
  });

  it('says there is no account when the answer carries no user', async () => {
    mockedLogin.mockResolvedValue({ data: {} } as never);
    renderWithPortal(<LoginPage />, { route: '/login', toasts: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'pm@agency.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(NO_ACCOUNT_MESSAGE)).toBeInTheDocument();
    expect(mockedLogin).toHaveBeenCalledWith({ email: 'pm@agency.test', password: 'wrong-password' });
    expect(useSessionStore.getState().signedIn).toBe(false);
  });

  it('shows a network failure in its own words', async () => {
    mockedLogin.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithPortal(<LoginPage />, { route: '/login', toasts: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'pm@agency.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
  });

  it('sends a user who already has a session to the dashboard', async () => {
    useSessionStore.setState({ signedIn: true });
    renderWithPortal(<LoginPage />, { route: '/login', path: '/login' });
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeInTheDocument());
  });
});

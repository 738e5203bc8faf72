import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { httpFailure, renderWithPortal } from '@portal/shared/testing';
import { postLogin } from '../features/auth/api/login';
import { postLoginTwoFactor } from '../features/auth/api/two-factor';
import { LoginPage, NO_ACCOUNT_MESSAGE } from './login-page';

// The HTTP call is replaced here; the real sign-in runs end to end in e2e/tests.
jest.mock('../features/auth/api/login', () => ({ postLogin: jest.fn() }));
jest.mock('../features/auth/api/two-factor', () => ({ postLoginTwoFactor: jest.fn() }));
const mockedLogin = postLogin as jest.MockedFunction<typeof postLogin>;
const mockedSecondStep = postLoginTwoFactor as jest.MockedFunction<typeof postLoginTwoFactor>;

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

  it('asks for the code when the user has two-factor sign-in, then starts the session', async () => {
    mockedLogin.mockResolvedValue({ two_factor: { challenge: 'challenge-1' } });
    const me = { id: 3, name: 'Diana Ionescu', email: 'dev2@agency.test', theme: 'theme-light' };
    mockedSecondStep.mockResolvedValue({ data: { me, users: [], clients: [], brands: [] } } as never);
    renderWithPortal(<LoginPage />, { route: '/login', path: '/login', toasts: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'dev2@agency.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(useSessionStore.getState().signedIn).toBe(false);
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(useSessionStore.getState().signedIn).toBe(true));
    expect(mockedSecondStep).toHaveBeenCalledWith({ challenge: 'challenge-1', code: '123456' });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('goes back to e-mail and password with the reason when the challenge expired', async () => {
    mockedLogin.mockResolvedValue({ two_factor: { challenge: 'challenge-1' } });
    const expired = 'This sign-in has expired. Please enter your e-mail and password again.';
    mockedSecondStep.mockRejectedValue(httpFailure(422, { message: expired, errors: { challenge: [expired] } }));
    renderWithPortal(<LoginPage />, { route: '/login', path: '/login', toasts: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'dev2@agency.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
    await user.type(await screen.findByLabelText('Authentication code'), '123456{Enter}');
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
  });

  it('sends a user who already has a session to the dashboard', async () => {
    useSessionStore.setState({ signedIn: true });
    renderWithPortal(<LoginPage />, { route: '/login', path: '/login' });
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeInTheDocument());
  });
});

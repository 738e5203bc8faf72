import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { type LoginAnswer, type LoginTwoFactorSessionResponse, useSessionStore } from '@portal/shared';
import { answerPost, apiError, me, networkError, renderWithPortal, requestCount, sentBodies } from '@portal/shared/testing';
import { LoginPage, NO_ACCOUNT_MESSAGE } from './login-page';

describe('LoginPage', () => {
  beforeEach(() => useSessionStore.setState({ signedIn: false, me: null }));

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
    expect(requestCount('POST', 'login')).toBe(0);
  });

  it('says there is no account when the answer carries no user', async () => {
    // Off the contract on purpose: an answer without a user must not start a session.
    answerPost('login', HttpResponse.json({ data: {} }));
    renderWithPortal(<LoginPage />, { route: '/login', toasts: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'pm@agency.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(NO_ACCOUNT_MESSAGE)).toBeInTheDocument();
    expect(await sentBodies('POST', 'login')).toEqual([{ email: 'pm@agency.test', password: 'wrong-password' }]);
    expect(useSessionStore.getState().signedIn).toBe(false);
  });

  it('shows a network failure in its own words', async () => {
    answerPost('login', networkError());
    renderWithPortal(<LoginPage />, { route: '/login', toasts: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'pm@agency.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
  });

  it('asks for the code when the user has two-factor sign-in, then starts the session', async () => {
    answerPost<LoginAnswer>('login', { two_factor: { challenge: 'challenge-1' } });
    const user3 = me({ id: 3, name: 'Diana Ionescu', email: 'dev2@agency.test', role: 3 });
    answerPost<LoginTwoFactorSessionResponse>('login/two-factor', { data: { me: user3, users: [], clients: [], brands: [] } });
    renderWithPortal(<LoginPage />, { route: '/login', path: '/login', toasts: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'dev2@agency.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(useSessionStore.getState().signedIn).toBe(false);
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(useSessionStore.getState().signedIn).toBe(true));
    expect(await sentBodies('POST', 'login/two-factor')).toEqual([{ challenge: 'challenge-1', code: '123456' }]);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('goes back to e-mail and password with the reason when the challenge expired', async () => {
    answerPost<LoginAnswer>('login', { two_factor: { challenge: 'challenge-1' } });
    const expired = 'This sign-in has expired. Please enter your e-mail and password again.';
    answerPost('login/two-factor', apiError(422, { message: expired, errors: { challenge: [expired] } }));
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

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { useSessionStore } from '@portal/shared';
import { me } from '@portal/shared/testing';
import { App } from './app';

// The sign-in page is a stand-in that throws while the test says so; the real one has its own test.
let mockLoginBroken = false;
jest.mock('../pages/login-page', () => ({
  LoginPage: () => {
    if (mockLoginBroken) throw new Error('sign-in page render failure');
    return <h1>Sign in</h1>;
  },
}));

// The signed-in frame is a stand-in: its header, menu and live feed call the API and have tests of their own.
jest.mock('../layout/app-layout', () => ({ AppLayout: () => <Outlet /> }));

describe('App', () => {
  beforeEach(() => {
    useSessionStore.setState({ signedIn: false, me: null });
    window.history.pushState({}, '', '/login');
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  it('shows a recoverable card, not a blank page, when a page outside the signed-in layout throws', async () => {
    mockLoginBroken = true;
    render(<App />);

    expect(await screen.findByRole('region', { name: 'Portal: something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    mockLoginBroken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('has no /kanban any more: the retired placeholder board is an unknown address', async () => {
    useSessionStore.setState({ signedIn: true, me: me(), hasApproval: 1 });
    window.history.pushState({}, '', '/kanban');
    render(<App />);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });
});

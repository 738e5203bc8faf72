import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CheckUserDataResponse, type ProjectsMvpResponse, type RunningTimerResponse, useSessionStore } from '@portal/shared';
import { answerGet, me } from '@portal/shared/testing';
import { App } from './app';

// The sign-in page's own chunk, from a server that is gone for a moment.
let mockOffline = false;
jest.mock('../pages/login-page', () => {
  if (mockOffline) throw new Error('ChunkLoadError: offline');
  return jest.requireActual<typeof import('../pages/login-page')>('../pages/login-page');
});

describe('App', () => {
  beforeEach(() => {
    useSessionStore.setState({ signedIn: false, me: null });
    window.history.pushState({}, '', '/login');
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  it('shows a recoverable card, not a blank page, when a page outside the signed-in layout fails', async () => {
    mockOffline = true;
    render(<App />);

    expect(await screen.findByRole('region', { name: 'Portal: something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    mockOffline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
  });

  it('has no /kanban any more: the retired placeholder board is an unknown address', async () => {
    // What the signed-in frame (header, menu) asks.
    answerGet<CheckUserDataResponse>('check-user-data', { has_approval: 1, user_notifications: [] });
    answerGet<RunningTimerResponse>('ts-timer', { data: null });
    answerGet<ProjectsMvpResponse>('projects-mvp', { data: [] });
    useSessionStore.setState({ signedIn: true, me: me(), hasApproval: 1 });
    window.history.pushState({}, '', '/kanban');
    render(<App />);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
    // Inside the real signed-in frame.
    expect(screen.getByRole('button', { name: 'Paula PM: profile menu' })).toBeInTheDocument();
  });
});

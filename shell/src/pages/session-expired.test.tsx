import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { eventBus, useSessionStore } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { LoginPage } from './login-page';
import { forgetSessionExpired } from '../features/session/session-expired';
import { SESSION_EXPIRED_MESSAGE } from '../features/session/components/session-expired-notice';
import { SessionExpiryListener } from '../features/session/components/session-expiry-listener';

function Portal() {
  return (
    <>
      <SessionExpiryListener />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<p>a signed-in page</p>} />
      </Routes>
    </>
  );
}

describe('an expired session', () => {
  // What this page remembers of an ended session is module state: each test starts without one.
  beforeEach(() => forgetSessionExpired());

  it('ends the session here and lands on /login, which says the session has expired', async () => {
    useSessionStore.setState({ signedIn: true });
    renderWithPortal(<Portal />, { route: '/projects' });
    expect(screen.getByText('a signed-in page')).toBeInTheDocument();
    act(() => eventBus.emit('session-expired', {}));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(useSessionStore.getState().signedIn).toBe(false);
  });

  it('is not mentioned on a plain visit to /login', async () => {
    useSessionStore.setState({ signedIn: false });
    renderWithPortal(<Portal />, { route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
  });
});

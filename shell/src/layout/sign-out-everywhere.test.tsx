/**
 * "Sign out everywhere" from the profile menu, with the menu behind the session guard as in the
 * layout: once the server has ended every session, nothing signed-in stays on screen.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { answerPost, chooseMenuItem, me, noContent, openMenu, renderWithPortal, requestCount } from '@portal/shared/testing';
import { ProfileMenu } from '../features/header/components/profile-menu';
import { RequireSession } from '../features/session/components/require-session';

describe('Sign out everywhere', () => {
  beforeEach(() => useSessionStore.setState({ signedIn: true, me: me({ name: 'Paula Martin' }) }));

  it('ends every session on the server, then this one, and the user is on /login', async () => {
    answerPost('logout-everywhere', noContent());
    // As in the portal, the menu sits behind the session guard, which lets nothing signed-in render once the session ends.
    renderWithPortal(
      <RequireSession>
        <ProfileMenu />
      </RequireSession>,
      { route: '/projects', path: '/projects' },
    );
    const user = userEvent.setup();
    const menu = await openMenu(user, 'Paula Martin: profile menu');
    // By keyboard, as a keyboard user does (jsdom cannot replay the menu's pointer highlighting).
    await chooseMenuItem(user, menu, 'Sign out everywhere');
    await waitFor(() => expect(requestCount('POST', 'logout-everywhere')).toBe(1));
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeInTheDocument());
    expect(useSessionStore.getState().signedIn).toBe(false);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPost, useSessionStore } from '@portal/shared';
import { me, renderWithPortal } from '@portal/shared/testing';
import { RequireSession } from '../../session/components/require-session';
import { ProfileMenu } from './profile-menu';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('@portal/shared/testing')>('@portal/shared/testing').mockApiClient());
const mockedPost = apiPost as jest.MockedFunction<typeof apiPost>;

describe('ProfileMenu', () => {
  beforeEach(() => useSessionStore.setState({ signedIn: true, me: me({ name: 'Paula Martin' }) }));

  it('is named after the user and opens the profile dialog, loaded on first use, and closes it', async () => {
    renderWithPortal(<ProfileMenu />);
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paula Martin: profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Update profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('signs out everywhere: every session ends on the server, then this one, and the user is on /login', async () => {
    mockedPost.mockResolvedValue(undefined);
    // As in the portal, the menu sits behind the session guard, which lets nothing signed-in render once the session ends.
    renderWithPortal(
      <RequireSession>
        <ProfileMenu />
      </RequireSession>,
      { route: '/projects', path: '/projects' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Paula Martin: profile menu' }));
    // By keyboard, as a keyboard user does (jsdom cannot replay the menu's pointer highlighting).
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    await waitFor(() => expect(screen.getByRole('menu')).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard(`${'{ArrowDown}'.repeat(items.indexOf('Sign out everywhere') + 1)}{Enter}`);
    await waitFor(() => expect(mockedPost).toHaveBeenCalledWith('logout-everywhere'));
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeInTheDocument());
    expect(useSessionStore.getState().signedIn).toBe(false);
  });
});

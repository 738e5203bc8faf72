import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type TwoFactorStatusResponse, useSessionStore } from '@portal/shared';
import { answerGet, me, renderWithPortal } from '@portal/shared/testing';
import { ProfileMenu } from './profile-menu';

describe('ProfileMenu', () => {
  beforeEach(() => {
    useSessionStore.setState({ signedIn: true, me: me({ name: 'Paula Martin' }) });
    // The profile dialog's two-factor section asks for its status.
    answerGet<TwoFactorStatusResponse>('profile/two-factor', { enabled: false, required: false, recovery_codes_left: 0 });
  });

  it('is named after the user and opens the profile dialog, and closes it', async () => {
    renderWithPortal(<ProfileMenu />);
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paula Martin: profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Update profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens from the keyboard with its first item highlighted, and Escape closes it', async () => {
    renderWithPortal(<ProfileMenu />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Paula Martin: profile menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Update profile' })).toHaveAttribute('data-highlighted'));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Update profile', 'Dark theme', 'Logout', 'Sign out everywhere']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});

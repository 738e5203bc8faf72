import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { RowActionsMenu } from './row-actions-menu';

function renderMenu() {
  const onEdit = jest.fn();
  const onRemove = jest.fn();
  renderWithPortal(
    <RowActionsMenu
      label="Actions for Design"
      actions={[
        { label: 'Edit', onSelect: onEdit },
        { label: 'Archive', onSelect: () => undefined, disabled: true },
        { label: 'Remove', onSelect: onRemove, danger: true },
      ]}
    />,
  );
  return { user: userEvent.setup(), onEdit, onRemove, button: screen.getByRole('button', { name: 'Actions for Design' }) };
}

describe('RowActionsMenu', () => {
  it('is a menu button from the start, its items drawn only once it opens', () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { hidden: true })).not.toBeInTheDocument();
  });

  it('opens on ArrowUp with the last action highlighted, picks with Enter and gives the focus back', async () => {
    const { user, button, onRemove } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Remove' })).toHaveAttribute('data-highlighted'));
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onRemove).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('opens on ArrowDown with the first action highlighted, skips a disabled one and closes on Escape', async () => {
    const { user, button, onEdit, onRemove } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('data-highlighted'));
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Remove' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(onEdit).not.toHaveBeenCalled();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('opens on a click and picks the action clicked', async () => {
    const { user, button, onEdit } = renderMenu();
    await user.click(button);
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalled());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { RowActionsMenu } from './row-actions-menu';

// The menu's own chunk, from a server that is gone for a moment.
let mockOffline = true;
jest.mock('./row-actions-open-menu', () => {
  if (mockOffline) throw new Error('ChunkLoadError: offline');
  return jest.requireActual<typeof import('./row-actions-open-menu')>('./row-actions-open-menu');
});

describe('RowActionsMenu', () => {
  it('says so when the menu cannot be downloaded, and opens it at the next press', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRemove = jest.fn();
    renderWithPortal(
      <RowActionsMenu
        label="Actions for Design"
        actions={[
          { label: 'Edit', onSelect: () => undefined },
          { label: 'Remove', onSelect: onRemove, danger: true },
        ]}
      />,
      { toasts: true },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Design' }));
    expect(await screen.findByText('The actions could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    // Back online; from the keyboard this time: ArrowUp opens on the last action.
    mockOffline = false;
    screen.getByRole('button', { name: 'Actions for Design' }).focus();
    await user.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Remove' })).toHaveAttribute('data-highlighted'));
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onRemove).toHaveBeenCalled());
  });
});

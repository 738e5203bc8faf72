import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { useConfirmation } from './confirm-dialog';

function RemoveButton({ remove }: { remove: () => Promise<void> }) {
  const { confirm, dialog } = useConfirmation();
  return (
    <>
      <button onClick={() => confirm(remove)}>Remove</button>
      {dialog}
    </>
  );
}

describe('confirmation before a deletion', () => {
  it('asks "Are you sure?" and runs the action only on DELETE', async () => {
    let finish: () => void = () => {};
    const remove = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithPortal(<RemoveButton remove={remove} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('This action is irreversible');
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'DELETE' }));
    expect(remove).toHaveBeenCalledTimes(1);
    // Busy until the deletion answers, then gone.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it.each([
    ['cancel', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'cancel' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('does nothing on %s', async (_how, dismiss) => {
    const remove = jest.fn(async () => {});
    renderWithPortal(<RemoveButton remove={remove} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog');
    // The dialog takes the focus once it is ready for keys, as a user would see.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await dismiss(user);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });
});

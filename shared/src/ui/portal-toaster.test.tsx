import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError, notifySuccess } from '../toast/toaster';
import { AppProvider } from './app-provider';
import { PortalToaster } from './portal-toaster';

describe('PortalToaster', () => {
  it('shows a toast raised before the outlet loaded, and the ones after it', async () => {
    // The outlet's code loads with the first toast: this one is raised while nothing shows toasts yet.
    act(() => notifyError('The e-mail could not be sent.'));
    render(
      <AppProvider>
        <PortalToaster />
      </AppProvider>,
    );
    expect(await screen.findByText('The e-mail could not be sent.')).toBeInTheDocument();
    act(() => notifySuccess('Saved.'));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getAllByTestId('toast').map((toast) => toast.dataset.type)).toEqual(['success', 'error']);
  });

  it('offers the link of a success toast, which moves inside the portal and closes the toast', async () => {
    const navigate = jest.fn();
    render(
      <AppProvider>
        <PortalToaster />
      </AppProvider>,
    );
    act(() => notifySuccess('Project has been saved.', { label: 'View', href: '/project/42', navigate }));
    const view = await screen.findByRole('link', { name: 'View' });
    // The address stays on the link: a new tab opens the project too.
    expect(view).toHaveAttribute('href', '/project/42');
    await userEvent.click(view);
    expect(navigate).toHaveBeenCalledWith('/project/42');
    await waitFor(() => expect(screen.queryByText('Project has been saved.')).not.toBeInTheDocument());
  });

  it('offers the action of a success toast: pressing it runs the action once and closes the toast', async () => {
    const undo = jest.fn();
    render(
      <AppProvider>
        <PortalToaster />
      </AppProvider>,
    );
    act(() => notifySuccess('Timesheet entry has been deleted.', { label: 'Undo', onAction: undo }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Timesheet entry has been deleted.')).not.toBeInTheDocument());
  });
});

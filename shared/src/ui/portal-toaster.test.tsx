import { act, render, screen } from '@testing-library/react';
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
});

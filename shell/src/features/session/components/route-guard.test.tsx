import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useSessionStore } from '@portal/shared';
import { me, renderWithPortal } from '@portal/shared/testing';
import { RouteGuard } from './route-guard';

function renderGuarded(route: string) {
  renderWithPortal(
    <Routes>
      <Route path="/" element={<h1>Dashboard page</h1>} />
      <Route path="/projects" element={<h1>Projects page</h1>} />
      <Route
        path="*"
        element={
          <RouteGuard>
            <h1>Guarded page</h1>
          </RouteGuard>
        }
      />
    </Routes>,
    { route },
  );
  return userEvent.setup();
}

describe('RouteGuard', () => {
  beforeEach(() => useSessionStore.setState({ me: null, hasApproval: null }));

  it('says a developer may not open the reports, in place, with a link back to the dashboard', async () => {
    useSessionStore.setState({ me: me({ role: 1 }), hasApproval: 0 });
    const user = renderGuarded('/reports/income');

    expect(screen.getByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guarded page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('points a limited PM, who has no dashboard, back to the projects list', async () => {
    useSessionStore.setState({ me: me({ is_limited_pm: true }), hasApproval: 0 });
    const user = renderGuarded('/timesheet');

    expect(screen.getByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the projects list' }));
    expect(screen.getByRole('heading', { name: 'Projects page' })).toBeInTheDocument();
  });

  it('lets a page the role may open through', () => {
    useSessionStore.setState({ me: me(), hasApproval: 1 });
    renderGuarded('/reports/income');

    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You do not have access to this page' })).not.toBeInTheDocument();
  });
});

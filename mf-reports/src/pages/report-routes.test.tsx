import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { type ReportsOccupancyResponse, setAreaModuleLoader, useSessionStore } from '@portal/shared';
import { answerGet, FreshSwrCache, me, renderWithPortal } from '@portal/shared/testing';
import { ReportRoutes } from './report-routes';

beforeEach(() => {
  answerGet<ReportsOccupancyResponse>('reports-occupancy', { by_activity: [], by_day: [], devs: [], capacity: 16, total_hours: '14.00' });
  useSessionStore.setState({ me: me(), users: [], clients: [], brands: [] });
});

const renderAt = (route: string) =>
  renderWithPortal(
    <FreshSwrCache>
      <Routes>
        <Route path="/reports/*" element={<ReportRoutes />} />
      </Routes>
    </FreshSwrCache>,
    { route },
  );

describe('the report routes', () => {
  it("show the report's title while its page's code loads, then the page", async () => {
    renderAt('/reports/occupancy');
    expect(screen.getByRole('heading', { level: 1, name: 'Occupancy' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the report…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Occupancy (14.00 of 16 h)' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the report…')).not.toBeInTheDocument();
  });

  it('say so for a report that does not exist', () => {
    renderAt('/reports/nothing-here');
    expect(screen.getByText('There is no such report.')).toBeInTheDocument();
  });
});

describe('the projects report', () => {
  const projectsPart = (module: string) => ({ default: () => <p>{module === './projects-filters' ? 'The filters' : 'The table'}</p> });

  it('shows its page once the projects filters have arrived, drawn with them', async () => {
    let deliver: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    setAreaModuleLoader((_remote, module) => delivered.then(() => projectsPart(module)));
    renderAt('/reports/projects');
    await act(() => import('./projects-report-page'));
    expect(screen.getByRole('heading', { level: 1, name: 'Projects report' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the report…');
    expect(screen.queryByText('The filters')).not.toBeInTheDocument();

    deliver();
    expect(await screen.findByText('The filters')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows its page with a failure card in place of filters that cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // the failure card's boundary reports what it caught
    setAreaModuleLoader(() => Promise.reject(new Error('mf-projects is down')));
    renderAt('/reports/projects');
    expect(await screen.findByText('The projects filters could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Projects report' })).toBeInTheDocument();
  });
});

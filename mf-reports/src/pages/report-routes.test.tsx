import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { apiGet, useSessionStore } from '@portal/shared';
import { FreshSwrCache, me, renderWithPortal } from '@portal/shared/testing';
import { ReportRoutes } from './report-routes';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('@portal/shared/testing')>('@portal/shared/testing').mockApiClient());

const get = apiGet as unknown as jest.Mock<Promise<unknown>, [string, Record<string, string | number>?]>;

beforeEach(() => {
  get.mockReset();
  get.mockResolvedValue({ by_activity: [], by_day: [], devs: [], capacity: 16, total_hours: '14.00' });
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

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import {
  type ProjectCategoriesResponse,
  type ReportsOccupancyProjectCategoryResponse,
  type ReportsOccupancyResponse,
  useSessionStore,
} from '@portal/shared';
import { answerGet, FreshSwrCache, me, recordDownloads, renderWithPortal, sentQueries, userLookup } from '@portal/shared/testing';
import { OccupancyReportPage } from './occupancy-report-page';
import { ProjectCategoryReportPage } from './project-category-report-page';

const day = (iso: string, hours: string, capacity: number) => ({ day: iso, hours, capacity });
const figures = { estimated_hours: '20.00', spent_hours: '18.00', estimated_cost: '1000.00', actual_cost: '220.00' };

const OCCUPANCY: ReportsOccupancyResponse = {
  by_activity: [{ activity_name: 'Design', hours: '14.00' }],
  by_day: [day('2026-11-23', '14.00', 16)],
  devs: [{ id: 2, name: 'Daniel Evans', hours: '14.00', projects: [{ id: 501, title: 'Brand refresh', hours: '14.00' }] }],
  capacity: 16,
  total_hours: '14.00',
};

const BY_CATEGORY: ReportsOccupancyProjectCategoryResponse = {
  users_category: [{ id: 2, name: 'Daniel Evans' }],
  projects: [
    { id: 501, project_title: 'Brand refresh', start_date: '2026-11-01', end_date: '2026-11-30', owner: 'Paula Martin', ...figures },
  ],
  total: figures,
  by_day: [day('2026-11-23', '18.00', 8)],
  capacity: 8,
};

beforeEach(() => {
  answerGet<ReportsOccupancyResponse>('reports-occupancy', OCCUPANCY);
  answerGet<ReportsOccupancyProjectCategoryResponse>('reports-occupancy-project-category', BY_CATEGORY);
  answerGet<ProjectCategoriesResponse>('project-categories', {
    data: { paginatedProjectCategories: [{ id: 17, title: 'Retail', disabled: false }] },
    totalResults: 1,
  });
  useSessionStore.setState({ me: me(), users: [userLookup(2, 'Daniel Evans', 4)], clients: [], brands: [] });
});

const renderAt = (page: React.ReactElement, route: string) => renderWithPortal(<FreshSwrCache>{page}</FreshSwrCache>, { route });

describe('the occupancy reports', () => {
  it('occupancy: the last 7 days, hours of capacity in the title, a card per developer with project links', async () => {
    renderAt(<OccupancyReportPage />, '/reports/occupancy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Occupancy (14.00 of 16 h)' })).toBeInTheDocument();
    const today = DateTime.local();
    expect(sentQueries('reports-occupancy')).toEqual([{ startDate: today.minus({ days: 7 }).toISODate(), endDate: today.toISODate() }]);
    const card = screen.getByRole('region', { name: 'Daniel Evans' });
    expect(within(card).getByRole('link', { name: 'Brand refresh' })).toHaveAttribute('href', '/project/501');
    expect(screen.getByRole('table', { name: 'Hours per day' })).toHaveTextContent('23.11.202614.0016');
  });

  it('projects by category: the TOTAL row, and the CSV named after the chosen category', async () => {
    const user = userEvent.setup();
    const downloads = recordDownloads();
    renderAt(<ProjectCategoryReportPage />, '/reports/by-project-category?projectCategoryId=17');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects by category: Retail' })).toBeInTheDocument();
    expect(sentQueries('reports-occupancy-project-category').at(-1)).toMatchObject({ projectCategoryId: '17' });
    const rows = within(await screen.findByRole('table', { name: 'Projects' })).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('TOTAL');
    expect(rows.at(-1)).toHaveTextContent('220.00');
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(downloads.map((download) => download.fileName)).toEqual(['category_profitabilityRetail.csv']));
    expect(await downloads[0].text()).toContain('TOTAL');
  });
});

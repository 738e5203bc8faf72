import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { type ProjectTypesResponse, type ReportsTimesheetResponse, type TimesheetReportEntry, useSessionStore } from '@portal/shared';
import { answerGet, FreshSwrCache, me, recordDownloads, renderWithPortal, sentQueries, userLookup } from '@portal/shared/testing';
import { NO_RESULTS_MESSAGE } from '../features/report-kit/report-header';
import { OvertimeReportPage } from './overtime-report-page';
import { TimesheetReportPage } from './timesheet-report-page';

const entry = (id: number, manual_date: string, overrides: Partial<TimesheetReportEntry> = {}): TimesheetReportEntry => ({
  id,
  project_id: 501,
  project_title: 'Brand refresh',
  manual_date,
  user_name: 'Daniel Evans',
  hours: '2.50',
  activity_name: 'Design',
  extra_request: false,
  qa_issue: true,
  overtime: false,
  details: 'Banners',
  mjn: 'MJN-1',
  ...overrides,
});

const answer = (overrides: Partial<ReportsTimesheetResponse> = {}): ReportsTimesheetResponse => ({
  data: [entry(1, '2026-11-23'), entry(2, '2026-11-23', { user_name: 'Nina Horvat' }), entry(3, '2026-11-20', { overtime: true })],
  total: 3,
  last_page: 2,
  total_hours: '7.50',
  by_activity: [{ activity_name: 'Design', hours: '7.50' }],
  ...overrides,
});

const queries = sentQueries;

/** The names a report's chart writes (its legend or its category ticks), once its chunk has drawn it. */
async function chartNames(figure: string): Promise<string[]> {
  const chart = within(screen.getByRole('figure', { name: figure })).getByTestId('chart');
  await waitFor(() => expect(chart.querySelector('[data-nivo-chart]')).not.toBeNull());
  return Array.from(chart.querySelectorAll('[data-nivo-text]'), (text) => text.textContent ?? '');
}

const renderAt = (page: React.ReactElement, route: string) => renderWithPortal(<FreshSwrCache>{page}</FreshSwrCache>, { route });

beforeEach(() => {
  answerGet<ProjectTypesResponse>('project-types', { data: [{ id: 1, name: 'Fixed price' }], totalResults: 1 });
  answerGet<ReportsTimesheetResponse>('reports-timesheet', answer());
  answerGet<ReportsTimesheetResponse>('reports-overtime', answer());
  useSessionStore.setState({
    me: me(),
    users: [userLookup(2, 'Daniel Evans', 4), userLookup(1, 'Paula Martin', 2)],
    clients: [],
    brands: [],
  });
});

describe('the timesheet and overtime reports', () => {
  it('open on the last 7 days, group the entries per day, and page', async () => {
    const user = userEvent.setup();
    renderAt(<TimesheetReportPage />, '/reports/timesheet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheet report (7.50 h)' })).toBeInTheDocument();
    const today = DateTime.local();
    expect(queries('reports-timesheet')[0]).toEqual({
      startDate: today.minus({ days: 7 }).toISODate(),
      endDate: today.toISODate(),
      page: '1',
    });
    const monday = screen.getByRole('region', { name: 'Monday 23.11.2026' });
    expect(await within(monday).findAllByRole('row')).toHaveLength(3);
    expect(within(monday).getAllByRole('link', { name: 'Brand refresh' })[0]).toHaveAttribute('href', '/project/501');
    expect(within(screen.getByRole('region', { name: 'Friday 20.11.2026' })).getByRole('checkbox', { name: 'Overtime' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Project type' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(queries('reports-timesheet').at(-1)).toMatchObject({ page: '2' }));
  });

  it('exports every entry of the filters, not only the page, as timesheet_report.csv', async () => {
    const user = userEvent.setup();
    const downloads = recordDownloads();
    renderAt(<TimesheetReportPage />, '/reports/timesheet?startDate=2026-11-01&endDate=2026-11-23&page=2');
    await screen.findByRole('heading', { level: 1, name: 'Timesheet report (7.50 h)' });
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(downloads.map((download) => download.fileName)).toEqual(['timesheet_report.csv']));
    expect(await downloads[0].text()).toContain('Brand refresh');
    expect(queries('reports-timesheet').at(-1)).toMatchObject({ startDate: '2026-11-01', page: '1', resPerPage: '10000' });
  });

  it('overtime opens on the last 31 days without a type filter, and says when nothing matches', async () => {
    answerGet<ReportsTimesheetResponse>(
      'reports-overtime',
      answer({ data: [], total: 0, last_page: 1, total_hours: '0.00', by_activity: [] }),
    );
    renderAt(<OvertimeReportPage />, '/reports/overtime');
    expect(await screen.findByText(NO_RESULTS_MESSAGE)).toBeInTheDocument();
    expect(queries('reports-overtime')[0]).toEqual({
      startDate: DateTime.local().minus({ days: 31 }).toISODate(),
      endDate: DateTime.local().toISODate(),
      page: '1',
    });
    expect(screen.queryByRole('combobox', { name: 'Project type' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
  });

  it('draws the eight largest activities and "Other" for the rest, long names cut, while the table lists every one', async () => {
    const hours = [30, 2, 25, 1.5, 20, 12, 1, 9, 8, 0.5, 7, 6];
    const by_activity = hours.map((each, index) => ({
      activity_name: `Activity ${index + 1} of the agency's long list`,
      hours: String(each),
    }));
    answerGet<ReportsTimesheetResponse>('reports-timesheet', answer({ by_activity }));
    renderAt(<TimesheetReportPage />, '/reports/timesheet');
    await screen.findByRole('heading', { level: 1, name: 'Timesheet report (7.50 h)' });

    expect(await chartNames('Hours by activity')).toEqual([
      'Activity 1 of t…',
      'Activity 3 of t…',
      'Activity 5 of t…',
      'Activity 6 of t…',
      'Activity 8 of t…',
      'Activity 9 of t…',
      'Activity 11 of …',
      'Activity 12 of …',
      'Other',
    ]);
    const table = screen.getByRole('table', { name: 'Hours by activity' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + hours.length);
    expect(within(table).getByRole('row', { name: "Activity 10 of the agency's long list 0.5" })).toBeInTheDocument();
  });
});

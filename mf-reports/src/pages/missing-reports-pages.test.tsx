import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { type MissingReportRow, type ProjectTypesResponse, type ReportsMissingResponse, useSessionStore } from '@portal/shared';
import { answerGet, FreshSwrCache, me, renderWithPortal, sentQueries, userLookup } from '@portal/shared/testing';
import { MissingCesReportPage } from './missing-ces-report-page';
import { MissingPosReportPage } from './missing-pos-report-page';

const missingQueries = () => sentQueries('reports-missing');

const row: MissingReportRow = {
  project_id: 501,
  project_job_number: 'JN-1',
  project_title: 'Brand refresh',
  project_status_name: 'WIP',
  project_type_name: 'Fixed price',
  brand_name: 'Acme',
  client_pm_name: null,
  idg_pm_name: 'Paula Martin',
  value: '1000.00',
  created_at: '2026-03-02',
};

beforeEach(() => {
  answerGet<ProjectTypesResponse>('project-types', { data: [], totalResults: 0 });
  answerGet<ReportsMissingResponse>('reports-missing', {
    data: [row],
    total: 1,
    last_page: 1,
    by_pm: [{ name: 'Paula Martin', projects: 1, value: '1000.00' }],
    by_client_pm: [{ name: 'None', projects: 1, value: '1000.00' }],
    by_type: [{ name: 'Fixed price', projects: 1, value: '1000.00' }],
  });
  useSessionStore.setState({ me: me(), users: [userLookup(1, 'Paula Martin', 2)], clients: [], brands: [] });
});

const renderAt = (page: React.ReactElement, route: string) => renderWithPortal(<FreshSwrCache>{page}</FreshSwrCache>, { route });

describe('the missing reports', () => {
  it('missing POs: the last 365 days and every PM, the value column, the three charts’ figures', async () => {
    renderAt(<MissingPosReportPage />, '/reports/missing-pos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Missing POs (1)' })).toBeInTheDocument();
    const today = DateTime.local();
    expect(missingQueries()[0]).toMatchObject({
      section: 'po',
      pm: '1000',
      startDate: today.minus({ days: 365 }).toISODate(),
      endDate: today.toISODate(),
      page: '1',
    });
    const table = await screen.findByRole('table', { name: 'Missing POs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain('Value');
    expect(within(table).getByRole('link', { name: 'Brand refresh' })).toHaveAttribute('href', '/project/501');
    expect(screen.getByRole('table', { name: 'By client PM' })).toHaveTextContent('None1');
  });

  it('missing CEs: no period, and Clear filters goes back to the defaults', async () => {
    const user = userEvent.setup();
    renderAt(<MissingCesReportPage />, '/reports/missing-ces?title=Brand&pm=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Missing CEs (1)' })).toBeInTheDocument();
    // The empty filters are not sent at all.
    expect(missingQueries()[0]).toEqual({ section: 'ce', title: 'Brand', pm: '1', page: '1' });
    expect(screen.queryByRole('textbox', { name: 'Start date' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(missingQueries().at(-1)).toEqual({ section: 'ce', pm: '1000', page: '1' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });

  it('missing CEs: every PM named beside their bar, in the answer’s order, long names cut', async () => {
    const byPm = ['Paula Martin', 'Maximilian Alexander von Hohenberg', 'Claire Porter'].map((name, index) => ({
      name,
      projects: 3 - index,
      value: null,
    }));
    answerGet<ReportsMissingResponse>('reports-missing', {
      data: [row],
      total: 6,
      last_page: 1,
      by_pm: byPm,
      by_client_pm: [],
      by_type: [],
    });
    renderAt(<MissingCesReportPage />, '/reports/missing-ces');
    const chart = within(await screen.findByRole('figure', { name: 'By PM' })).getByTestId('chart');
    await waitFor(() => expect(chart.querySelector('[data-nivo-chart="bar"]')).not.toBeNull());
    expect(Array.from(chart.querySelectorAll('[data-nivo-text]'), (name) => name.textContent)).toEqual([
      'Paula Martin',
      'Maximilian Ale…',
      'Claire Porter',
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { type IncomeRow, type ReportsIncomeByMonthResponse, type ReportsIncomeResponse, useSessionStore } from '@portal/shared';
import { answerGet, FreshSwrCache, me, renderWithPortal, sentQueries, userLookup } from '@portal/shared/testing';
import { NO_RESULTS_MESSAGE } from '../features/report-kit/report-header';
import { IncomeReportPage } from './income-report-page';

const row = (overrides: Partial<IncomeRow>): IncomeRow => ({
  project_id: 501,
  project_title: 'Brand refresh',
  date: '2026-02-01',
  po_number: 'PO-1',
  client_unit_name: 'Acme Retail',
  client_name: 'Acme',
  client_pm_name: 'Claire Porter',
  value: '1000.50',
  invoice_id: 7,
  invoice_date: '2026-03-10',
  hash: 'abc',
  invoice_url: 'https://invoicing.example/invoice/7/abc',
  ...overrides,
});

const renderPage = (route = '/reports/income') =>
  renderWithPortal(
    <FreshSwrCache>
      <IncomeReportPage />
    </FreshSwrCache>,
    { route },
  );

const lastQuery = (path: string): Record<string, string> | undefined => sentQueries(path).at(-1);

beforeEach(() => {
  useSessionStore.setState({
    me: me(),
    users: [userLookup(6, 'Claire Porter', 3), userLookup(1, 'Paula Martin', 2)],
    clients: [{ id: 3, name: 'Acme', disabled: false }],
    brands: [],
  });
});

describe('IncomeReportPage', () => {
  it('asks for 1 January to today, shows the total in the title and the rows with their links', async () => {
    answerGet<ReportsIncomeResponse>('reports-income', {
      data: [row({}), row({ invoice_id: 8, project_title: 'Launch', value: '200.25' })],
      total_income: '1200.75',
    });
    answerGet<ReportsIncomeByMonthResponse>('reports-income-by-month', { data: { '2026-01': '0.00', '2026-03': '1200.75' } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Income (1,200.75 EUR)' })).toBeInTheDocument();
    const today = DateTime.local();
    expect(lastQuery('reports-income')).toMatchObject({ startDate: today.startOf('year').toISODate(), endDate: today.toISODate() });

    const table = await screen.findByRole('table', { name: 'Income' });
    expect(within(table).getByRole('link', { name: 'Brand refresh' })).toHaveAttribute('href', '/project/501');
    const invoice = within(table).getAllByRole('link', { name: 'Invoice of 10.03.2026' })[0];
    expect(invoice).toHaveAttribute('href', 'https://invoicing.example/invoice/7/abc');
    expect(invoice).toHaveAttribute('target', '_blank');
    // The chart's figures, for screen readers.
    expect(await screen.findByRole('table', { name: 'Income by month' })).toHaveTextContent('Mar 20261,200.75');
  });

  it('sends a filter change with the period, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    answerGet<ReportsIncomeResponse>('reports-income', { data: [], total_income: '0.00' });
    answerGet<ReportsIncomeByMonthResponse>('reports-income-by-month', { data: {} });
    renderPage('/reports/income?startDate=2025-01-01&endDate=2025-12-31');
    expect(await screen.findByText(NO_RESULTS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Client PM' }), 'Claire Porter');
    await waitFor(() =>
      expect(lastQuery('reports-income')).toMatchObject({ startDate: '2025-01-01', endDate: '2025-12-31', clientPM: '6' }),
    );
    expect(lastQuery('reports-income-by-month')).toMatchObject({ clientPM: '6' });
  });

  it('writes the months of the chart and of its table as "Jan 2026"', async () => {
    answerGet<ReportsIncomeResponse>('reports-income', { data: [row({})], total_income: '1000.50' });
    const months = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-09'];
    answerGet<ReportsIncomeByMonthResponse>('reports-income-by-month', {
      data: Object.fromEntries(months.map((month) => [month, '1000.50'])),
    });
    renderPage('/reports/income?startDate=2025-11-01&endDate=2026-09-30');
    const figure = await screen.findByRole('figure', { name: 'Income by month' });
    const chart = within(figure).getByTestId('chart');
    await waitFor(() => expect(chart.querySelector('[data-nivo-chart="line"]')).not.toBeNull());
    expect(Array.from(chart.querySelectorAll('[data-nivo-text]'), (tick) => tick.textContent)).toEqual([
      'Nov 2025',
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Sep 2026',
    ]);
    const table = within(figure).getByRole('table', { name: 'Income by month' });
    expect(
      within(table)
        .getAllByRole('cell')
        .filter((_, index) => index % 2 === 0)
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', 'Sep 2026']);
  });
});

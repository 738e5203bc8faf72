import { act, screen, within } from '@testing-library/react';
import { eventBus, type FinancialSummary, type FinancialSummaryResponse } from '@portal/shared';
import { answerGet, requestCount } from '@portal/shared/testing';
import { PROJECT_ID } from '../testing/finance-answers';
import { projectDetail, renderPanel } from '../testing/render-panel';
import { FinancialSummaryPanel } from './financial-summary-panel';

const SUMMARY: FinancialSummary = {
  currency: 'EURO',
  estimate_cost: '1500.10',
  invoiced: '1250.50',
  development_cost: '286.50',
  external_cost: [
    { currency: 'EURO', value: '1200.00' },
    { currency: 'USD', value: '300.00' },
  ],
  profit: [
    { currency: 'EURO', value: '-186.40' },
    { currency: 'USD', value: '-300.00' },
  ],
  cost_estimate_items: [
    {
      cost_estimate_id: 1,
      activity_name: 'UX Design',
      details: 'Design',
      item_type_id: 1,
      status_id: 1,
      quantity: '10.00',
      discount: null,
      unit_cost: '100.01',
    },
    {
      cost_estimate_id: 2,
      activity_name: 'Copywriting',
      details: 'Copy',
      item_type_id: 2,
      status_id: 2,
      quantity: '2.00',
      discount: null,
      unit_cost: '5.00',
    },
    {
      cost_estimate_id: 3,
      activity_name: null,
      details: 'Loyalty',
      item_type_id: 3,
      status_id: 3,
      quantity: null,
      discount: '10.00',
      unit_cost: null,
    },
  ],
  timesheet_lines: [{ activity_name: 'UX Design', hours: '3.75', unit_cost: '40.00', cost: '150.00' }],
  external_expense_lines: [{ id: 1, description: 'Stock photos', category_title: 'Licences', currency: 'USD', value: '1500.00' }],
};

const answerSummary = (summary: FinancialSummary) =>
  answerGet<FinancialSummaryResponse>(`financial-summary/${PROJECT_ID}`, { data: summary });

function open(summary = SUMMARY) {
  answerSummary(summary);
  renderPanel(<FinancialSummaryPanel project={projectDetail({ id: PROJECT_ID })} />);
}

describe('FinancialSummaryPanel', () => {
  it("shows the API's figures with Intl and their currency, a negative profit in the danger colour's place", async () => {
    open();
    // Issue 32: estimated and invoiced as the estimates and orders panels count them, every amount with its currency.
    expect(await screen.findByTestId('summary-estimated')).toHaveTextContent(/^1,500\.10 EURO$/);
    expect(screen.getByText('(approved estimates)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-invoiced')).toHaveTextContent(/^1,250\.50 EURO$/);
    expect(screen.getByText('(standing invoices)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-development-cost')).toHaveTextContent(/^286\.50 EURO$/);
    // Issue 29: two currencies are never added into one figure.
    expect(screen.getByTestId('summary-external-cost')).toHaveTextContent(/^1,200\.00 EURO · 300\.00 USD$/);
    expect(screen.getByTestId('summary-profit')).toHaveTextContent(/^-186\.40 EURO · -300\.00 USD$/);
  });

  it('shows 0.00 as the external cost of a project without expenses', async () => {
    open({ ...SUMMARY, external_cost: [], profit: [{ currency: 'EURO', value: '1213.60' }], external_expense_lines: [] });
    expect(await screen.findByTestId('summary-external-cost')).toHaveTextContent(/^0\.00 EURO$/);
    expect(screen.getByTestId('summary-profit')).toHaveTextContent(/^1,213\.60 EURO$/);
  });

  it('lists estimate items with their status icon, timesheet cost lines and expenses with their currency', async () => {
    open();
    const items = within(await screen.findByRole('table', { name: 'Estimate items' }));
    expect(items.getByLabelText('Approved')).toBeInTheDocument();
    expect(items.getByLabelText('Rejected')).toBeInTheDocument();
    expect(items.getByLabelText('Pending')).toBeInTheDocument();
    expect(items.getByText('100.01 EURO')).toBeInTheDocument();
    expect(items.getByText('10.00 %')).toBeInTheDocument();
    const timesheet = within(screen.getByRole('table', { name: 'Timesheet cost' }));
    expect(timesheet.getByText('3.75')).toBeInTheDocument();
    expect(timesheet.getByText('40.00 EURO')).toBeInTheDocument();
    expect(timesheet.getByText('150.00 EURO')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'External expense lines' })).getByText('1,500.00 USD')).toBeInTheDocument();
  });

  it('says when a part has no lines yet', async () => {
    open({ ...SUMMARY, cost_estimate_items: [], timesheet_lines: [], external_expense_lines: [] });
    expect(await screen.findAllByText('None yet.')).toHaveLength(3);
  });

  it('reloads when the project’s timesheet, estimates or expenses change, not for other projects', async () => {
    open();
    await screen.findByTestId('summary-profit');
    answerSummary({ ...SUMMARY, profit: [{ currency: 'EURO', value: '99.00' }] });
    act(() => eventBus.emit('project-changed', { projectId: PROJECT_ID + 1, part: 'timesheet' }));
    act(() => eventBus.emit('project-changed', { projectId: PROJECT_ID, part: 'resources' }));
    expect(requestCount('GET', `financial-summary/${PROJECT_ID}`)).toBe(1);
    act(() => eventBus.emit('project-changed', { projectId: PROJECT_ID, part: 'timesheet' }));
    expect(await screen.findByText('99.00 EURO')).toBeInTheDocument();
  });
});

/**
 * Each finance panel renders on its own, outside the project details page, from the project it
 * is given, and only for whom it is meant (document 2, sections 2 and 6).
 */
import { screen } from '@testing-library/react';
import type {
  CostEstimatesResponse,
  ExternalExpensesResponse,
  FinancialSummary,
  FinancialSummaryResponse,
  PurchaseOrdersResponse,
} from '@portal/shared';
import { answerGet, requestCount } from '@portal/shared/testing';
import { answerFinanceLookups } from '../testing/finance-answers';
import { projectDetail, renderPanel } from '../testing/render-panel';
import { CostEstimatesPanel } from './cost-estimates-panel';
import { ExternalExpensesPanel } from './external-expenses-panel';
import { FinancialSummaryPanel } from './financial-summary-panel';
import { PurchaseOrdersPanel } from './purchase-orders-panel';

const PANELS = [
  { title: 'Financial summary', Panel: FinancialSummaryPanel, topLevelOnly: false },
  { title: 'Cost estimates', Panel: CostEstimatesPanel, topLevelOnly: false },
  { title: 'Purchase orders', Panel: PurchaseOrdersPanel, topLevelOnly: true },
  { title: 'External expenses', Panel: ExternalExpensesPanel, topLevelOnly: true },
];

const EMPTY_SUMMARY: FinancialSummary = {
  currency: 'EURO',
  estimate_cost: '0',
  invoiced: '0',
  development_cost: '0',
  external_cost: [],
  profit: [{ currency: 'EURO', value: '0' }],
  cost_estimate_items: [],
  timesheet_lines: [],
  external_expense_lines: [],
};

/** What the panels load for themselves (the cost estimates panel also readies its form's lookups). */
const PANEL_DATA = /^(financial-summary|cost-estimates|purchase-orders|external-expenses)\/42$/;

beforeEach(() => {
  answerFinanceLookups();
  answerGet<FinancialSummaryResponse>('financial-summary/42', { data: EMPTY_SUMMARY });
  answerGet<CostEstimatesResponse>('cost-estimates/42', { data: { cost_estimates: [], cost_estimate_items: [] } });
  answerGet<PurchaseOrdersResponse>('purchase-orders/42', { data: [] });
  answerGet<ExternalExpensesResponse>('external-expenses/42', { data: [] });
});

describe.each(PANELS)('$title', ({ title, Panel, topLevelOnly }) => {
  it('shows itself to a project manager', async () => {
    renderPanel(<Panel project={projectDetail()} />);
    expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
  });

  it.each(['limited-pm', 'developer'] as const)('renders nothing for a %s', async (viewer) => {
    const { container } = renderPanel(<Panel project={projectDetail()} />, viewer);
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    // A moment for a call that should not be made to show up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requestCount('GET', PANEL_DATA)).toBe(0);
  });

  it(topLevelOnly ? 'is hidden on a subproject' : 'shows on a subproject too', async () => {
    renderPanel(<Panel project={projectDetail({ parent_id: 7, settle_title: 'Parent' })} />);
    if (topLevelOnly) expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    else expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
  });
});

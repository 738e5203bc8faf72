import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type {
  CostEstimate,
  CostEstimateActionResponse,
  CostEstimateResponse,
  CostEstimatesResponse,
  DownloadCostEstimateResponse,
} from '@portal/shared';
import { answerDelete, answerGet, answerPost, recordDownloads, requestCount } from '@portal/shared/testing';
import { answerFinanceLookups, PROJECT_ID } from '../testing/finance-answers';
import { chooseRowAction, projectDetail, renderPanel } from '../testing/render-panel';
import { CostEstimatesPanel } from './cost-estimates-panel';

const estimate = (id: number, overrides: Partial<CostEstimate> = {}): CostEstimate => ({
  id,
  project_id: PROJECT_ID,
  value: '12345.5',
  status_id: 3,
  ce_status_name: 'Pending',
  job_numbers: [
    { id: 5, name: 'JN-5' },
    { id: 6, name: 'JN-6' },
  ],
  client_unit_id: 1,
  client_unit_name: 'Acme Retail SRL',
  infodesign_unit_id: 2,
  idg_unit_name: 'Infodesign Bucharest',
  idg_pm_name: 'Paula Martin',
  created_at: '2026-03-04T10:00:00Z',
  po_emis: 0,
  partially_invoiced: false,
  not_invoiced: false,
  lines_locked: false,
  ...overrides,
});

const ROWS = [
  estimate(1),
  estimate(2, { status_id: 1, ce_status_name: 'Approved', po_emis: 2, partially_invoiced: true }),
  estimate(3, { status_id: 2, ce_status_name: 'Rejected', po_emis: 1, not_invoiced: true }),
  estimate(4, { po_emis: 1 }),
];

function open(parentId: number | null = null) {
  answerFinanceLookups();
  answerGet<CostEstimatesResponse>(`cost-estimates/${PROJECT_ID}`, { data: { cost_estimates: ROWS, cost_estimate_items: [] } });
  renderPanel(<CostEstimatesPanel project={projectDetail({ id: PROJECT_ID, parent_id: parentId })} />, 'pm', { toasts: true });
  return userEvent.setup();
}

const rowOf = async (id: number) => (await screen.findByRole('button', { name: `Actions for cost estimate ${id}` })).closest('tr')!;

describe('CostEstimatesPanel', () => {
  it('shows each estimate with its date, units, PM, job numbers, value and the PO status label', async () => {
    open();
    const first = within(await rowOf(1));
    for (const text of [
      '04.03.2026',
      'Acme Retail SRL',
      'Infodesign Bucharest',
      'Paula Martin',
      'JN-5, JN-6',
      '12,345.50',
      'Pending',
      'Waiting for PO',
    ]) {
      expect(first.getByText(text)).toBeInTheDocument();
    }
    expect(within(await rowOf(2)).getByText('Partially invoiced')).toBeInTheDocument();
    expect(within(await rowOf(3)).getByText('Not invoiced')).toBeInTheDocument();
    expect(within(await rowOf(4)).getByText('Invoiced')).toBeInTheDocument();
  });

  it('says in the menu that a project without a parent has none to move to, and offers the move on a subproject', async () => {
    const user = open();
    await rowOf(1);
    await user.click(screen.getByRole('button', { name: 'Actions for cost estimate 1' }));
    expect(await screen.findByRole('menuitem', { name: "Current project doesn't have a parent project" })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('menuitem', { name: 'Move to parent project' })).not.toBeInTheDocument();
  });

  it('moves an estimate to the parent project', async () => {
    answerPost<CostEstimateActionResponse>('cost-estimates/move-to-parent-project/1', {
      message: 'Cost estimate has been moved to parent project.',
    });
    const user = open(7);
    await rowOf(1);
    await chooseRowAction(user, 'cost estimate 1', 'Move to parent project');
    await waitFor(() => expect(requestCount('POST', 'cost-estimates/move-to-parent-project/1')).toBe(1));
    expect(await screen.findByText('Cost estimate has been moved to parent project.')).toBeInTheDocument();
  });

  it('removes an estimate only after the confirmation', async () => {
    answerDelete<CostEstimateActionResponse>('cost-estimates/2', { message: 'Cost estimate has been removed.' });
    const user = open();
    await rowOf(2);
    await chooseRowAction(user, 'cost estimate 2', 'Remove');
    const dialog = await screen.findByRole('alertdialog');
    expect(requestCount('DELETE', /^cost-estimates\//)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    await waitFor(() => expect(requestCount('DELETE', 'cost-estimates/2')).toBe(1));
    expect(await screen.findByText('Cost estimate has been removed.')).toBeInTheDocument();
  });

  it('downloads the PDF at the path download-ce answers, as cost-estimate-{id}.pdf', async () => {
    const user = open();
    answerGet<DownloadCostEstimateResponse>('download-ce/3', { data: { path: 'cost-estimates/3/pdf', file_name: 'cost-estimate-3.pdf' } });
    answerGet('cost-estimates/3/pdf', new HttpResponse('%PDF-1.4 estimate 3', { headers: { 'Content-Type': 'application/pdf' } }));
    const downloads = recordDownloads();
    await rowOf(3);
    await chooseRowAction(user, 'cost estimate 3', 'Download');
    await waitFor(() => expect(downloads.map(({ fileName }) => fileName)).toEqual(['cost-estimate-3.pdf']));
    expect(await downloads[0].text()).toBe('%PDF-1.4 estimate 3');
  });

  it('opens the form for a new estimate and for editing a row', async () => {
    const user = open();
    await rowOf(1);
    await user.click(screen.getByRole('button', { name: 'New cost estimate' }));
    expect(await screen.findByRole('heading', { name: 'New cost estimate' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'New cost estimate' })).not.toBeInTheDocument());

    answerGet<CostEstimateResponse>('cost-estimate/4', { data: { ...ROWS[3], CostEstimateLines: [] } });
    await chooseRowAction(user, 'cost estimate 4', 'Edit');
    expect(await screen.findByRole('heading', { name: 'Edit cost estimate' })).toBeInTheDocument();
    await waitFor(() => expect(requestCount('GET', 'cost-estimate/4')).toBe(1));
  });
});

/** Issue 29 in the cost estimate form: amounts the API cannot store, 500 lines, disabled activities. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CostEstimateLine, CostEstimateResponse, SaveCostEstimateResponse } from '@portal/shared';
import { answerGet, answerPut, requestCount, sentBodies } from '@portal/shared/testing';
import { answerFinanceLookups, PROJECT_ID } from '../../../testing/finance-answers';
import { renderPanel } from '../../../testing/render-panel';
import { TOO_LARGE_MESSAGE } from '../../finance-panel/money-bounds';
import { CostEstimateFormModal } from './cost-estimate-form-modal';

function open(estimateId: number | null = null) {
  answerFinanceLookups();
  answerPut<SaveCostEstimateResponse>('cost-estimates/9', { data: { id: 9, value: '1.00' }, message: 'Cost estimate has been saved.' });
  renderPanel(<CostEstimateFormModal projectId={PROJECT_ID} estimateId={estimateId} open onClose={jest.fn()} />, 'pm');
  return userEvent.setup();
}

const storedLine = (id: number, overrides: Partial<CostEstimateLine>): CostEstimateLine => ({
  id,
  cost_estimate_id: 9,
  details: `Line ${id}`,
  item_type_id: 2,
  unit: 'piece',
  activity_type_id: 7,
  activity_name: 'UX Design',
  quantity: '1.00',
  discount: null,
  unit_cost: '1.00',
  value: '1.00',
  ...overrides,
});

const answerEstimate = (lines: CostEstimateLine[]) =>
  answerGet<CostEstimateResponse>('cost-estimate/9', {
    data: {
      id: 9,
      project_id: PROJECT_ID,
      value: '1.00',
      status_id: 3,
      ce_status_name: 'Pending',
      job_numbers: [{ id: 5, name: 'JN-5' }],
      client_unit_id: 1,
      client_unit_name: 'Acme Retail SRL',
      infodesign_unit_id: 2,
      idg_unit_name: 'Infodesign Bucharest',
      idg_pm_name: 'Paula Martin',
      created_at: '2026-01-01T10:00:00Z',
      po_emis: 0,
      partially_invoiced: false,
      not_invoiced: false,
      lines_locked: false,
      CostEstimateLines: lines,
    },
  });

const row = (index: number) => within(screen.getByRole('group', { name: `Line ${index}` }));

describe('the cost estimate form and what the API cannot store', () => {
  it('says a quantity, unit cost or line value is too large, and the estimate value when the lines add up past it', async () => {
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Add line' }));
    await user.selectOptions(row(1).getByRole('combobox', { name: /Type/ }), 'Piece');
    await user.type(row(1).getByRole('spinbutton', { name: /Quantity/ }), '10000000000');
    await user.type(row(1).getByRole('spinbutton', { name: /Unit cost/ }), '99999999999');
    await user.tab();
    expect(row(1).getAllByText(TOO_LARGE_MESSAGE)).toHaveLength(3);

    await user.clear(row(1).getByRole('spinbutton', { name: /Quantity/ }));
    await user.type(row(1).getByRole('spinbutton', { name: /Quantity/ }), '600000');
    await user.clear(row(1).getByRole('spinbutton', { name: /Unit cost/ }));
    await user.type(row(1).getByRole('spinbutton', { name: /Unit cost/ }), '1000000');
    expect(row(1).queryByText(TOO_LARGE_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByTestId('estimate-value')).toHaveTextContent('Estimate value: 600,000,000,000.00');

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.selectOptions(row(2).getByRole('combobox', { name: /Type/ }), 'Piece');
    await user.type(row(2).getByRole('spinbutton', { name: /Quantity/ }), '600000');
    await user.type(row(2).getByRole('spinbutton', { name: /Unit cost/ }), '1000000');
    expect(screen.getByTestId('estimate-value')).toHaveTextContent(`Estimate value: ${TOO_LARGE_MESSAGE}`);
    await user.click(screen.getByRole('button', { name: 'Save cost estimate' }));
    expect(requestCount('POST', /./)).toBe(0);
    // Typing two long lines takes a while in jsdom.
  }, 60_000);

  it('offers no disabled activity, but shows the one a stored line already names, at its saved rate', async () => {
    answerEstimate([
      storedLine(1, {
        item_type_id: 1,
        unit: 'hour',
        activity_type_id: 31,
        activity_name: 'Retired retouching',
        quantity: '2.00',
        unit_cost: '55.00',
        value: '110.00',
      }),
    ]);
    const user = open(9);
    await screen.findByRole('group', { name: 'Line 1' });
    const activity = row(1).getByRole('combobox', { name: /Activity/ });
    expect(activity).toHaveDisplayValue('Retired retouching');
    expect(within(activity).getByRole('option', { name: 'Retired retouching' })).toBeDisabled();
    expect(row(1).getByLabelText('Line 1 unit cost')).toHaveTextContent('55.00');
    expect(screen.getByTestId('estimate-value')).toHaveTextContent('Estimate value: 110.00');

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.selectOptions(row(2).getByRole('combobox', { name: /Type/ }), 'Hour based');
    const offered = within(row(2).getByRole('combobox', { name: /Activity/ }))
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled)
      .map((option) => option.textContent);
    expect(offered).toEqual(['Select…', 'UX Design', 'Copywriting']);
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await user.click(screen.getByRole('button', { name: 'Save cost estimate' }));
    await waitFor(() => expect(requestCount('PUT', 'cost-estimates/9')).toBe(1));
    expect(await sentBodies('PUT', 'cost-estimates/9')).toEqual([
      expect.objectContaining({ lines: [expect.objectContaining({ activity_type_id: 31, quantity: 2, unit_cost: '55.00' })] }),
    ]);
  });
});

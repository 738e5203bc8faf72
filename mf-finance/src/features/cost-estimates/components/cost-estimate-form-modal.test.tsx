import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type CostEstimateResponse, eventBus, type SaveCostEstimateResponse } from '@portal/shared';
import { COST_ESTIMATE_LINES_LOCKED_MESSAGE } from '@portal/shared/contract';
import { answerGet, answerPost, answerPut, apiError, requestCount, sentBodies } from '@portal/shared/testing';
import { answerFinanceLookups, PROJECT_ID } from '../../../testing/finance-answers';
import { renderPanel } from '../../../testing/render-panel';
import { CostEstimateFormModal } from './cost-estimate-form-modal';

function open(estimateId: number | null = null) {
  const onClose = jest.fn();
  renderPanel(<CostEstimateFormModal projectId={PROJECT_ID} estimateId={estimateId} open onClose={onClose} />, 'pm', { toasts: true });
  return { user: userEvent.setup(), onClose };
}

const line = (index: number) => screen.getByRole('group', { name: `Line ${index}` });

async function fillLine(
  user: UserEvent,
  index: number,
  values: { details: string; type: string; activity?: string; quantity?: string; unitCost?: string; discount?: string },
) {
  const row = within(line(index));
  await user.type(row.getByRole('textbox', { name: /Details/ }), values.details);
  await user.selectOptions(row.getByRole('combobox', { name: /Type/ }), values.type);
  if (values.activity) await user.selectOptions(row.getByRole('combobox', { name: /Activity/ }), values.activity);
  if (values.quantity) await user.type(row.getByRole('spinbutton', { name: /Quantity/ }), values.quantity);
  if (values.unitCost) await user.type(row.getByRole('spinbutton', { name: /Unit cost/ }), values.unitCost);
  if (values.discount) await user.type(row.getByRole('spinbutton', { name: /Discount/ }), values.discount);
}

async function fillHeader(user: UserEvent) {
  await user.selectOptions(screen.getByRole('combobox', { name: /IDG unit/ }), 'Infodesign Bucharest');
  await user.click(screen.getByRole('combobox', { name: /Job numbers/ }));
  await user.click(await screen.findByRole('option', { name: 'JN-5' }));
  await user.type(screen.getByRole('combobox', { name: /Client unit/ }), 'acme');
  await user.click(await screen.findByRole('option', { name: 'Acme Retail SRL' }));
}

async function fillThreeLines(user: UserEvent) {
  for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Add line' }));
  await fillLine(user, 1, { details: 'Design hours', type: 'Hour based', activity: 'UX Design', quantity: '10' });
  await fillLine(user, 2, { details: 'Printed banners', type: 'Piece', activity: 'Copywriting', quantity: '2', unitCost: '150.25' });
  await fillLine(user, 3, { details: 'Loyalty discount', type: 'Percent discount', discount: '10' });
}

beforeEach(() => answerFinanceLookups());

describe('CostEstimateFormModal', () => {
  it('starts a new estimate pending, without lines, and offers no save until a line exists', async () => {
    const { user } = open();
    expect(await screen.findByRole('combobox', { name: /Status/ })).toHaveDisplayValue('Pending');
    expect(screen.getByText('Please add at least one line before saving the cost estimate.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save cost estimate' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.queryByText('Please add at least one line before saving the cost estimate.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save cost estimate' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.getByText('Please add at least one line before saving the cost estimate.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save cost estimate' })).not.toBeInTheDocument();
  });

  it('prices hour lines at the activity rate, read-only, and shows each line value and the estimate value while typing', async () => {
    const { user } = open();
    await screen.findByRole('combobox', { name: /Status/ });
    await fillThreeLines(user);

    const hours = within(line(1));
    expect(hours.getByLabelText('Line 1 unit cost')).toHaveTextContent('45.00');
    expect(hours.queryByRole('spinbutton', { name: /Unit cost/ })).not.toBeInTheDocument();
    expect(hours.getByLabelText('Line 1 value')).toHaveTextContent('450.00');
    expect(within(line(2)).getByLabelText('Line 2 value')).toHaveTextContent('300.50');
    // A discount line names no activity and has no quantity.
    expect(within(line(3)).queryByRole('combobox', { name: /Activity/ })).not.toBeInTheDocument();
    expect(within(line(3)).queryByRole('spinbutton', { name: /Quantity/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('estimate-value')).toHaveTextContent('Estimate value: 675.45');

    await user.selectOptions(within(line(1)).getByRole('combobox', { name: /Activity/ }), 'Copywriting');
    expect(within(line(1)).getByLabelText('Line 1 unit cost')).toHaveTextContent('30.00');
    expect(screen.getByTestId('estimate-value')).toHaveTextContent('Estimate value: 540.45');
  });

  it('saves header and lines in one call and tells the other panels', async () => {
    const heard = jest.fn();
    const off = eventBus.on('project-changed', heard);
    answerPost<SaveCostEstimateResponse>('cost-estimates', { data: { id: 9, value: '675.45' }, message: 'Cost estimate has been saved.' });
    const { user, onClose } = open();
    await screen.findByRole('combobox', { name: /Status/ });
    await fillHeader(user);
    await fillThreeLines(user);
    await user.click(screen.getByRole('button', { name: 'Save cost estimate' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await sentBodies('POST', /./)).toEqual([
      {
        project_id: PROJECT_ID,
        status_id: 3,
        infodesign_unit_id: 2,
        client_unit_id: 1,
        job_numbers: [5],
        lines: [
          { details: 'Design hours', item_type_id: 1, activity_type_id: 7, quantity: 10, unit_cost: '45' },
          { details: 'Printed banners', item_type_id: 2, activity_type_id: 8, quantity: 2, unit_cost: 150.25 },
          { details: 'Loyalty discount', item_type_id: 3, discount: 10 },
        ],
      },
    ]);
    expect(requestCount('POST', 'cost-estimates')).toBe(1);
    expect(await screen.findByText('Cost estimate has been saved.')).toBeInTheDocument();
    expect(heard).toHaveBeenCalledWith({ projectId: PROJECT_ID, part: 'cost-estimates' });
    off();
  });

  it('keeps everything typed when the save is refused, with the messages under the fields', async () => {
    answerPost(
      'cost-estimates',
      apiError(422, {
        message: 'The quantity must be a number above 0 with at most two decimals.',
        errors: { 'lines.1.quantity': ['The quantity must be a number above 0 with at most two decimals.'] },
      }),
    );
    const { user, onClose } = open();
    await screen.findByRole('combobox', { name: /Status/ });
    await fillHeader(user);
    await fillThreeLines(user);
    await user.click(screen.getByRole('button', { name: 'Save cost estimate' }));

    expect(await within(line(2)).findByText('The quantity must be a number above 0 with at most two decimals.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(line(1)).getByRole('textbox', { name: /Details/ })).toHaveValue('Design hours');
    expect(within(line(2)).getByRole('spinbutton', { name: /Unit cost/ })).toHaveValue(150.25);
    expect(screen.getByRole('combobox', { name: /Client unit/ })).toHaveValue('Acme Retail SRL');
    expect(screen.getByTestId('estimate-value')).toHaveTextContent('Estimate value: 675.45');
  });

  it('says "Required" for each empty field and line field, and saves nothing', async () => {
    const { user } = open();
    await screen.findByRole('combobox', { name: /Status/ });
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.click(screen.getByRole('button', { name: 'Save cost estimate' }));
    // IDG unit, job numbers, client unit; details, type, activity, quantity of the line.
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(7));
    expect(requestCount('POST', /./)).toBe(0);
  });

  it('edits a stored estimate with its lines, saving with PUT', async () => {
    answerPut<SaveCostEstimateResponse>('cost-estimates/9', { data: { id: 9, value: '90.00' }, message: 'Cost estimate has been saved.' });
    answerGet<CostEstimateResponse>('cost-estimate/9', {
      data: {
        id: 9,
        project_id: PROJECT_ID,
        value: '90.00',
        status_id: 1,
        ce_status_name: 'Approved',
        job_numbers: [{ id: 99, name: 'JN-SUB' }],
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
        CostEstimateLines: [
          {
            id: 1,
            cost_estimate_id: 9,
            details: 'Copy',
            item_type_id: 1,
            unit: 'hour',
            activity_type_id: 8,
            activity_name: 'Copywriting',
            quantity: '3.00',
            discount: null,
            unit_cost: '30.00',
            value: '90.00',
          },
        ],
      },
    });
    const { user } = open(9);
    expect(await screen.findByRole('heading', { name: 'Edit cost estimate' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /Status/ })).toHaveDisplayValue('Approved');
    // An estimate moved up from a subproject keeps that subproject's job number.
    expect(within(screen.getByRole('list', { name: 'Chosen Job numbers' })).getByText('JN-SUB')).toBeInTheDocument();
    expect(screen.getByTestId('estimate-value')).toHaveTextContent('Estimate value: 90.00');
    await user.click(screen.getByRole('button', { name: 'Save cost estimate' }));
    await waitFor(() => expect(requestCount('PUT', 'cost-estimates/9')).toBe(1));
    expect(await sentBodies('PUT', 'cost-estimates/9')).toEqual([expect.objectContaining({ status_id: 1, job_numbers: [99] })]);
  });

  it('shows the lines of an estimate with a standing invoice read-only, and saves only its header', async () => {
    answerPut<SaveCostEstimateResponse>('cost-estimates/4', { data: { id: 4, value: '300.00' }, message: 'Cost estimate has been saved.' });
    answerGet<CostEstimateResponse>('cost-estimate/4', {
      data: {
        id: 4,
        project_id: PROJECT_ID,
        value: '300.00',
        status_id: 1,
        ce_status_name: 'Approved',
        job_numbers: [{ id: 5, name: 'JN-5' }],
        client_unit_id: 1,
        client_unit_name: 'Acme Retail SRL',
        infodesign_unit_id: 2,
        idg_unit_name: 'Infodesign Bucharest',
        idg_pm_name: 'Paula Martin',
        created_at: '2026-01-01T10:00:00Z',
        po_emis: 1,
        partially_invoiced: false,
        not_invoiced: false,
        lines_locked: true,
        CostEstimateLines: [
          {
            id: 2,
            cost_estimate_id: 4,
            details: 'Printed banners',
            item_type_id: 2,
            unit: 'piece',
            activity_type_id: 8,
            activity_name: 'Copywriting',
            quantity: '2.00',
            discount: null,
            unit_cost: '150.00',
            value: '300.00',
          },
        ],
      },
    });
    const { user, onClose } = open(4);
    expect(await screen.findByText(COST_ESTIMATE_LINES_LOCKED_MESSAGE)).toBeInTheDocument();
    const row = within(line(1));
    expect(row.getByRole('textbox', { name: /Details/ })).toHaveAttribute('readonly');
    expect(row.getByRole('combobox', { name: /Type/ })).toBeDisabled();
    expect(row.getByRole('combobox', { name: /Activity/ })).toBeDisabled();
    expect(row.getByRole('spinbutton', { name: /Quantity/ })).toHaveAttribute('readonly');
    expect(row.getByRole('spinbutton', { name: /Unit cost/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Remove line 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add line' })).not.toBeInTheDocument();

    // The header the API still accepts stays editable, and is all that is sent.
    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Pending');
    await user.click(screen.getByRole('button', { name: 'Save cost estimate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await sentBodies('PUT', 'cost-estimates/4')).toEqual([
      {
        project_id: PROJECT_ID,
        status_id: 3,
        infodesign_unit_id: 2,
        client_unit_id: 1,
        job_numbers: [5],
      },
    ]);
  });
});

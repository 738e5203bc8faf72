/**
 * The purchase order form knows the order's invoice state: read-only printed fields with the
 * reason while the invoice stands. The API answers through MSW.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ClientUnitsResponse,
  type CostEstimatesResponse,
  type PlajasResponse,
  PURCHASE_ORDER_LOCKED_MESSAGE,
  type PurchaseOrder,
  type PurchaseOrdersResponse,
  useSessionStore,
} from '@portal/shared';
import { answerGet, answerPut, apiError, chooseRowAction, sentBodies, userLookup } from '@portal/shared/testing';
import { approvedEstimate } from '../../../testing/finance-answers';
import { renderPanel } from '../../../testing/render-panel';
import { PurchaseOrdersSection } from './purchase-orders-section';

/** What the API answers a saved order (api/src/routes/purchase-orders). */
type SavedOrder = { data: PurchaseOrder; message: string };

const order = (overrides: Partial<PurchaseOrder>): PurchaseOrder => ({
  id: 1,
  project_id: 42,
  cost_estimate_id: 8,
  po_number: 'PO-OPEN',
  date: '2026-10-01',
  invoice_date: '2026-10-15',
  value: '100.00',
  client_pm_id: 6,
  client_pm_name: 'Claire Porter',
  infodesign_pm_id: 1,
  client_unit_id: 2,
  client_unit_name: 'Hogarth Worldwide Bucharest',
  status_id: 2,
  po_status_name: 'Not invoiced',
  po_invoice_um: null,
  plaja_id: 1,
  plaja_name: 'Infodesign Bucharest invoices',
  invoice_state: 'none',
  invoice_id: null,
  hash_factura: null,
  invoice_number: null,
  invoice_url: null,
  storno_id: null,
  hash_storno: null,
  storno_number: null,
  storno_url: null,
  invoiced_on: null,
  has_documents: false,
  ...overrides,
});

const OPEN = order({});
const INVOICED = order({
  id: 2,
  po_number: 'PO-INVOICED',
  status_id: 1,
  po_status_name: 'Invoiced',
  invoice_state: 'invoiced',
  invoice_id: 11,
  invoice_number: 'IDG01 0007',
  has_documents: true,
});

beforeEach(() => {
  useSessionStore.setState({
    users: [userLookup(6, 'Claire Porter', 3), userLookup(7, 'Dora Gone', 3, true), userLookup(1, 'Paula Martin', 2)],
  });
  answerGet<PurchaseOrdersResponse>('purchase-orders/42', { data: [OPEN, INVOICED] });
  answerGet<CostEstimatesResponse>('cost-estimates/42', {
    data: {
      cost_estimates: [approvedEstimate({ po_emis: 2, partially_invoiced: true, not_invoiced: false, lines_locked: true })],
      cost_estimate_items: [],
    },
  });
  answerGet<ClientUnitsResponse>('client-units', {
    data: { paginatedClientUnits: [{ id: 2, name: 'Hogarth Worldwide Bucharest', legal_entity: 'SRL' }] },
    totalResults: 1,
  });
  answerGet<PlajasResponse>('plajas/8', { data: [{ id: 1, nume: 'Infodesign Bucharest invoices' }] });
  answerPut<SavedOrder>('purchase-orders/2', { data: INVOICED, message: 'Purchase order has been saved.' });
});

const editForm = async (poNumber: string) => {
  const ui = userEvent.setup();
  renderPanel(<PurchaseOrdersSection projectId={42} />, 'pm', { toasts: true });
  await chooseRowAction(ui, poNumber, 'Edit');
  const dialog = await screen.findByRole('dialog', { name: 'Edit purchase order' });
  // The lookups have arrived once the estimate shows.
  await within(dialog).findByRole('option', { name: /^#8 ·/ });
  return { ui, dialog };
};

describe('the purchase order form of an invoiced order', () => {
  it('shows what the invoice printed read-only, with the reason, and saves only the unit of measure', async () => {
    const { ui, dialog } = await editForm('PO-INVOICED');
    expect(within(dialog).getByText(PURCHASE_ORDER_LOCKED_MESSAGE)).toBeInTheDocument();
    for (const name of [/Cost estimate/, /Plaja/, /Client unit/, /Client PM/]) {
      expect(within(dialog).getByRole('combobox', { name })).toBeDisabled();
    }
    for (const name of [/PO number/, /^Date/, /Invoice date/]) {
      expect(within(dialog).getByRole('textbox', { name })).toHaveAttribute('readonly');
    }
    expect(within(dialog).getByRole('spinbutton', { name: /Value/ })).toHaveAttribute('readonly');

    await ui.type(within(dialog).getByRole('spinbutton', { name: /Value/ }), '999');
    expect(within(dialog).getByRole('spinbutton', { name: /Value/ })).toHaveValue(100);
    await ui.type(within(dialog).getByRole('textbox', { name: /unit of measure/ }), 'hours');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Purchase order has been saved.')).toBeInTheDocument();
    expect(await sentBodies('PUT', 'purchase-orders/2')).toEqual([
      expect.objectContaining({ value: 100, po_number: 'PO-INVOICED', po_invoice_um: 'hours' }),
    ]);
  });

  it('shows the API’s refusal under the field it names', async () => {
    answerPut(
      'purchase-orders/2',
      apiError(422, { message: PURCHASE_ORDER_LOCKED_MESSAGE, errors: { po_invoice_um: [PURCHASE_ORDER_LOCKED_MESSAGE] } }),
    );
    const { ui, dialog } = await editForm('PO-INVOICED');
    await ui.type(within(dialog).getByRole('textbox', { name: /unit of measure/ }), 'x');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(PURCHASE_ORDER_LOCKED_MESSAGE)).toHaveLength(2);
  });
});

describe('the purchase order form of an order without invoice', () => {
  it('is editable, without the sentence, and does not offer disabled users as client PM', async () => {
    const { dialog } = await editForm('PO-OPEN');
    expect(within(dialog).queryByText(PURCHASE_ORDER_LOCKED_MESSAGE)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Cost estimate/ })).toBeEnabled();
    expect(within(dialog).getByRole('textbox', { name: /PO number/ })).not.toHaveAttribute('readonly');
    const clientPm = within(dialog).getByRole('combobox', { name: /Client PM/ });
    expect(clientPm).toBeEnabled();
    expect(
      within(clientPm)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select…', 'Claire Porter']);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ClientUnitsResponse,
  type CostEstimateResponse,
  type CostEstimatesResponse,
  eventBus,
  type InvoiceActionResponse,
  type PlajasResponse,
  type PurchaseOrder,
  type PurchaseOrdersResponse,
  useSessionStore,
} from '@portal/shared';
import { answerGet, answerPost, chooseRowAction, requestCount, sentBodies, userLookup } from '@portal/shared/testing';
import { approvedEstimate } from '../../../testing/finance-answers';
import { renderPanel } from '../../../testing/render-panel';
import { PO_TOASTS, PurchaseOrdersSection } from './purchase-orders-section';

/** What the API answers a saved order (api/src/routes/purchase-orders). */
type SavedOrder = { data: PurchaseOrder; message: string };

const po = (overrides: Partial<PurchaseOrder>): PurchaseOrder => ({
  id: 1,
  project_id: 42,
  cost_estimate_id: 8,
  po_number: 'PO-1',
  date: '2026-10-01',
  invoice_date: '2026-10-15',
  value: '1250.5',
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

const NEW = po({ id: 1, po_number: 'PO-NEW' });
const INVOICED = po({
  id: 2,
  po_number: 'PO-INV',
  status_id: 1,
  po_status_name: 'Invoiced',
  invoice_state: 'invoiced',
  invoice_id: 11,
  invoice_number: 'IDG01 0007',
  invoice_url: 'http://localhost:3000/api/invoicing/invoice/11/abc',
  invoiced_on: '2026-11-03',
  has_documents: true,
});
const REVERSED = po({
  id: 3,
  po_number: 'PO-REV',
  invoice_state: 'reversed',
  invoice_id: 12,
  storno_id: 13,
  storno_number: 'IDG01 0009',
  storno_url: 'http://localhost:3000/api/invoicing/storno/13/def',
  has_documents: true,
});

const line = (id: number, details: string): CostEstimateResponse['data']['CostEstimateLines'][number] => ({
  id,
  cost_estimate_id: 8,
  details,
  item_type_id: 2,
  unit: 'piece',
  activity_type_id: null,
  activity_name: null,
  quantity: '1',
  discount: null,
  unit_cost: '750',
  value: '750',
});

beforeEach(() => {
  useSessionStore.setState({ users: [userLookup(6, 'Claire Porter', 3), userLookup(1, 'Paula Martin', 2)] });
  answerGet<PurchaseOrdersResponse>('purchase-orders/42', { data: [NEW, INVOICED, REVERSED] });
  answerGet<CostEstimatesResponse>('cost-estimates/42', {
    data: {
      cost_estimates: [
        approvedEstimate({ id: 8 }),
        approvedEstimate({
          id: 9,
          created_at: '2026-09-05T10:00:00Z',
          value: '900.50',
          client_unit_id: 5,
          client_unit_name: 'Nordic Foods Stockholm',
        }),
      ],
      cost_estimate_items: [],
    },
  });
  answerGet<ClientUnitsResponse>('client-units', {
    data: {
      paginatedClientUnits: [
        { id: 2, name: 'Hogarth Worldwide Bucharest', legal_entity: 'SRL' },
        { id: 5, name: 'Nordic Foods Stockholm', legal_entity: 'AB' },
      ],
    },
    totalResults: 2,
  });
  answerGet<CostEstimateResponse>('cost-estimate/8', {
    data: { ...approvedEstimate({ id: 8 }), CostEstimateLines: [line(81, 'Key visual'), line(82, 'Banner set')] },
  });
  answerGet<PlajasResponse>('plajas/8', { data: [{ id: 1, nume: 'Infodesign Bucharest invoices' }] });
  answerGet<PlajasResponse>('plajas/9', { data: [{ id: 4, nume: 'Infodesign London invoices' }] });
  answerGet<InvoiceActionResponse>('reset-invoice-data/3', {
    status: 'success',
    message: PO_TOASTS.reset,
    data: {
      purchase_order: { ...REVERSED, invoice_state: 'none', invoice_id: null, storno_id: null, storno_number: null, storno_url: null },
    },
  });
});

const user = () => userEvent.setup();

describe('PurchaseOrdersSection', () => {
  it('shows each order with its status and invoice state', async () => {
    renderPanel(<PurchaseOrdersSection projectId={42} />);
    const row = (await screen.findByRole('cell', { name: 'PO-INV' })).closest('tr')!;
    expect(within(row).getByText('Invoiced')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Invoice IDG01 0007 (PDF)' })).toBeInTheDocument();
    expect(within(row).getByText('1,250.50')).toBeInTheDocument();
    const other = screen.getByRole('cell', { name: 'PO-NEW' }).closest('tr')!;
    expect(within(other).getByText('Not invoiced')).toBeInTheDocument();
    expect(within(other).getByText('No invoice')).toBeInTheDocument();
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links each issued document’s PDF at the address the API gives, and shows the day the invoice was issued (issue 32)', async () => {
    renderPanel(<PurchaseOrdersSection projectId={42} />);
    const row = (await screen.findByRole('cell', { name: 'PO-INV' })).closest('tr')!;
    const invoice = within(row).getByRole('link', { name: 'Invoice IDG01 0007 (PDF)' });
    expect(invoice).toHaveAttribute('href', INVOICED.invoice_url);
    expect(invoice).toHaveAttribute('target', '_blank');
    expect(invoice).toHaveAttribute('rel', 'noopener noreferrer');
    // The issued invoice's date, not the order's chosen one.
    expect(within(row).getByText('03.11.2026')).toBeInTheDocument();
    expect(within(row).queryByText('15.10.2026')).not.toBeInTheDocument();
    const reversed = screen.getByRole('cell', { name: 'PO-REV' }).closest('tr')!;
    expect(within(reversed).getByRole('link', { name: 'Storno IDG01 0009 (PDF)' })).toHaveAttribute('href', REVERSED.storno_url);
  });

  it('generates an invoice naming the chosen estimate lines, and shows the server’s refusal as it says it', async () => {
    const ui = user();
    answerPost<InvoiceActionResponse>('generate-invoice/1', {
      status: 'error',
      data: { message: 'An invoice has already been generated for this purchase order.' },
    });
    answerPost<InvoiceActionResponse>(
      'generate-invoice/1',
      { status: 'success', message: PO_TOASTS.generated, data: { purchase_order: INVOICED } },
      { once: true },
    );
    renderPanel(<PurchaseOrdersSection projectId={42} />, 'pm', { toasts: true });
    await chooseRowAction(ui, 'PO-NEW', 'Generate invoice');
    const dialog = await screen.findByRole('dialog', { name: 'Generate invoice' });
    expect(
      await within(dialog).findByText(/An invoice of 1,250.50 for purchase order PO-NEW will be issued in Infodesign Bucharest invoices/),
    ).toBeInTheDocument();
    expect(requestCount('POST', /./)).toBe(0);
    // Every line to start with; one taken off.
    await ui.click(within(dialog).getByRole('button', { name: /Remove Banner set/ }));
    await ui.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(PO_TOASTS.generated)).toBeInTheDocument();
    expect(await sentBodies('POST', 'generate-invoice/1')).toEqual([{ ceLines: [81] }]);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Generate invoice' })).not.toBeInTheDocument());
    await chooseRowAction(ui, 'PO-NEW', 'Generate invoice');
    const again = await screen.findByRole('dialog', { name: 'Generate invoice' });
    await within(again).findByText(/PO-NEW/);
    await ui.click(within(again).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('An invoice has already been generated for this purchase order.')).toBeInTheDocument();
    expect(await sentBodies('POST', 'generate-invoice/1')).toEqual([{ ceLines: [81] }, { ceLines: [81, 82] }]);
  });

  it('opens the invoice in a new tab and resets a reversed invoice’s data only after confirmation', async () => {
    const ui = user();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderPanel(<PurchaseOrdersSection projectId={42} />, 'pm', { toasts: true });
    await chooseRowAction(ui, 'PO-INV', 'Download invoice');
    expect(open).toHaveBeenCalledWith(INVOICED.invoice_url, '_blank', 'noopener,noreferrer');

    await chooseRowAction(ui, 'PO-REV', 'Reset invoice data');
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(requestCount('GET', 'reset-invoice-data/3')).toBe(0);
    await ui.click(within(dialog).getByRole('button', { name: 'RESET' }));
    expect(await screen.findByText(PO_TOASTS.reset)).toBeInTheDocument();
    expect(requestCount('GET', 'reset-invoice-data/3')).toBe(1);
    open.mockRestore();
  });

  it('requires every field of the form and refuses an invoice date before 8 March 2022', async () => {
    const ui = user();
    renderPanel(<PurchaseOrdersSection projectId={42} />);
    await ui.click(await screen.findByRole('button', { name: 'Add purchase order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New purchase order' });
    const invoiceDate = within(dialog).getByRole('textbox', { name: /Invoice date/ });
    await ui.type(invoiceDate, '07.03.2022');
    await ui.tab();
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Cost estimate, plaja, PO number, date, value, client unit, client PM.
    expect(await within(dialog).findAllByText('Required')).toHaveLength(7);
    expect(invoiceDate).not.toHaveValue('07.03.2022');
    expect(requestCount('POST', /./)).toBe(0);
  });

  it('offers the chosen estimate’s plajas and fills its value and client unit, forgets the plaja when the estimate changes, and saves', async () => {
    const ui = user();
    answerPost<SavedOrder>('purchase-orders', { data: NEW, message: PO_TOASTS.saved });
    renderPanel(<PurchaseOrdersSection projectId={42} />, 'pm', { toasts: true });
    await ui.click(await screen.findByRole('button', { name: 'Add purchase order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New purchase order' });
    const field = (name: RegExp) => within(dialog).getByRole('combobox', { name });
    await waitFor(() => expect(field(/Cost estimate/)).toBeEnabled());
    await waitFor(() => expect(field(/Client unit/)).toBeEnabled());
    await ui.selectOptions(field(/Cost estimate/), '#9 · 05.09.2026 · 900.50 · Nordic Foods Stockholm');
    // The estimate gives the order its value and client unit (issue 32).
    const value = within(dialog).getByRole('spinbutton', { name: /Value/ });
    await waitFor(() => expect(value).toHaveValue(900.5));
    expect(field(/Client unit/)).toHaveValue('5');
    await waitFor(() => expect(field(/Plaja/)).toBeEnabled());
    await ui.selectOptions(field(/Plaja/), 'Infodesign London invoices');
    await ui.selectOptions(field(/Cost estimate/), '#8 · 01.09.2026 · 1,500.00 · Hogarth Worldwide Bucharest');
    await waitFor(() => expect(field(/Plaja/)).toHaveValue(''));
    await waitFor(() => expect(value).toHaveValue(1500));
    expect(field(/Client unit/)).toHaveValue('2');
    await ui.selectOptions(field(/Plaja/), 'Infodesign Bucharest invoices');
    await ui.type(within(dialog).getByRole('textbox', { name: /PO number/ }), 'PO-77');
    await ui.type(within(dialog).getByRole('textbox', { name: /^Date/ }), '01.11.2026');
    await ui.tab();
    // Both stay the user's to change.
    await ui.clear(value);
    await ui.type(value, '500');
    await ui.selectOptions(field(/Client PM/), 'Claire Porter');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PO_TOASTS.saved)).toBeInTheDocument();
    expect(await sentBodies('POST', 'purchase-orders')).toEqual([
      {
        project_id: 42,
        cost_estimate_id: 8,
        plaja_id: 1,
        po_number: 'PO-77',
        date: '2026-11-01',
        invoice_date: null,
        value: 500,
        client_unit_id: 2,
        client_pm_id: 6,
      },
    ]);
  });
});

describe('PurchaseOrdersSection and the other panels', () => {
  it('reloads when the project’s estimates change, not for another project', async () => {
    renderPanel(<PurchaseOrdersSection projectId={42} />);
    await screen.findByRole('cell', { name: 'PO-NEW' });
    const loads = () => requestCount('GET', 'purchase-orders/42');
    expect(loads()).toBe(1);
    act(() => eventBus.emit('project-changed', { projectId: 7, part: 'cost-estimates' }));
    act(() => eventBus.emit('project-changed', { projectId: 42, part: 'cost-estimates' }));
    await waitFor(() => expect(loads()).toBe(2));
  });
});

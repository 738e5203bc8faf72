import type { InvoiceState, PurchaseOrder } from '@portal/shared';
import { purchaseOrderRowActions } from './purchase-order-row-actions';

const order = (invoice_state: InvoiceState, has_documents = invoice_state !== 'none') =>
  ({ id: 3, invoice_state, has_documents }) as PurchaseOrder;

describe('purchaseOrderRowActions', () => {
  it.each([
    ['none', ['Edit', 'Generate invoice', 'Remove']],
    // Issued documents are final: a standing invoice is reversed before a reset, and an order with documents stays.
    ['invoiced', ['Edit', 'Download invoice', 'Storno invoice']],
    ['reversed', ['Edit', 'Download storno', 'Generate invoice', 'Reset invoice data']],
  ] as const)('offers what document 2 lists for the state "%s", as far as issued documents allow', (state, labels) => {
    expect(purchaseOrderRowActions(order(state), jest.fn()).map((action) => action.label)).toEqual(labels);
  });

  it('does not offer to remove an order reset after its documents were issued', () => {
    expect(purchaseOrderRowActions(order('none', true), jest.fn()).map((action) => action.label)).toEqual(['Edit', 'Generate invoice']);
  });

  it('marks removing and resetting as destructive and runs the chosen action on the row', () => {
    const run = jest.fn();
    const actions = purchaseOrderRowActions(order('reversed'), run);
    expect(actions.filter((action) => action.danger).map((action) => action.label)).toEqual(['Reset invoice data']);
    expect(purchaseOrderRowActions(order('none'), run).find((action) => action.label === 'Remove')?.danger).toBe(true);
    actions.find((action) => action.label === 'Download storno')!.onSelect();
    expect(run).toHaveBeenCalledWith('download-storno', expect.objectContaining({ id: 3 }));
  });
});

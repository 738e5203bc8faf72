import type { InvoiceState, PurchaseOrder } from '@portal/shared';
import { purchaseOrderRowActions } from './purchase-order-row-actions';

const order = (invoice_state: InvoiceState) => ({ id: 3, invoice_state }) as PurchaseOrder;

describe('purchaseOrderRowActions', () => {
  it.each([
    ['none', ['Edit', 'Generate invoice', 'Remove']],
    ['invoiced', ['Edit', 'Download invoice', 'Storno invoice', 'Reset invoice data']],
    ['reversed', ['Edit', 'Download storno', 'Generate invoice', 'Reset invoice data', 'Remove']],
  ] as const)('offers what document 2 lists for the state "%s"', (state, labels) => {
    expect(purchaseOrderRowActions(order(state), jest.fn()).map((action) => action.label)).toEqual(labels);
  });

  it('marks removing and resetting as destructive and runs the chosen action on the row', () => {
    const run = jest.fn();
    const actions = purchaseOrderRowActions(order('reversed'), run);
    expect(actions.filter((action) => action.danger).map((action) => action.label)).toEqual(['Reset invoice data', 'Remove']);
    actions.find((action) => action.label === 'Download storno')!.onSelect();
    expect(run).toHaveBeenCalledWith('download-storno', expect.objectContaining({ id: 3 }));
  });
});

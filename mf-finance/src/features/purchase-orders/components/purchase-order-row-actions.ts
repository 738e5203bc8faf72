/**
 * The row menu of a purchase order (document 2, section 4): the actions its invoice state
 * offers (PURCHASE_ORDER_ACTIONS, which the API enforces too), in that order, with their labels;
 * no removing once documents were issued for it.
 */
import { purchaseOrderActions, type PurchaseOrder, type PurchaseOrderAction } from '@portal/shared';
import type { RowAction } from '@portal/shared/lists';

export const ACTION_LABELS: Record<PurchaseOrderAction, string> = {
  edit: 'Edit',
  'generate-invoice': 'Generate invoice',
  'download-invoice': 'Download invoice',
  storno: 'Storno invoice',
  'download-storno': 'Download storno',
  reset: 'Reset invoice data',
  remove: 'Remove',
};

const DANGER: ReadonlySet<PurchaseOrderAction> = new Set(['remove', 'reset']);

export function purchaseOrderRowActions(po: PurchaseOrder, run: (action: PurchaseOrderAction, po: PurchaseOrder) => void): RowAction[] {
  return purchaseOrderActions(po).map((action) => ({
    label: ACTION_LABELS[action],
    danger: DANGER.has(action),
    onSelect: () => run(action, po),
  }));
}

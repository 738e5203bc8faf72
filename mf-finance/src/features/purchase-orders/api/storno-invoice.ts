/** GET storno-invoice/{poId}: the reversing document of the order's invoice; `status: 'error'` when there is none to reverse. */
import { apiGet, type InvoiceActionResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { purchaseOrderChanges } from '../purchase-order-changes';

export function useStornoInvoice(projectId: number) {
  return useApiMutation((poId: number) => apiGet<InvoiceActionResponse>(`storno-invoice/${poId}`), purchaseOrderChanges(projectId));
}

/** GET reset-invoice-data/{poId}: the order forgets its invoice and storno (the documents themselves stay issued). */
import { apiGet, type InvoiceActionResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { purchaseOrderChanges } from '../purchase-order-changes';

export function useResetInvoiceData(projectId: number) {
  return useApiMutation((poId: number) => apiGet<InvoiceActionResponse>(`reset-invoice-data/${poId}`), purchaseOrderChanges(projectId));
}

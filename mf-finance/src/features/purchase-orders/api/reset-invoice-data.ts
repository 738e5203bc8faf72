/** GET reset-invoice-data/{poId}: the order forgets its invoice and storno (the documents themselves stay issued). */
import { apiGet, type InvoiceActionResponse, useApiMutation } from '@portal/shared';
import { purchaseOrderChanges } from '../purchase-order-changes';

export function useResetInvoiceData(projectId: number) {
  return useApiMutation((poId: number) => apiGet<InvoiceActionResponse>(`reset-invoice-data/${poId}`), purchaseOrderChanges(projectId));
}

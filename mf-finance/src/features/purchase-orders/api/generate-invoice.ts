/** POST generate-invoice/{poId}: the next number of the order's plaja; `status: 'error'` when the order is invoiced already. */
import { apiPostIdempotent, type GenerateInvoiceRequest, type InvoiceActionResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { purchaseOrderChanges } from '../purchase-order-changes';

export function useGenerateInvoice(projectId: number) {
  return useApiMutation(
    (poId: number, body: GenerateInvoiceRequest = {}) => apiPostIdempotent<InvoiceActionResponse>(`generate-invoice/${poId}`, body),
    purchaseOrderChanges(projectId),
  );
}

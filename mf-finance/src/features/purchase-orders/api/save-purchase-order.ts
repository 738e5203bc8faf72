/** POST purchase-orders (new, saved with status 2 by the server) or PUT purchase-orders/{id}. */
import { apiPostIdempotent, apiPut, type PurchaseOrderRequest } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { purchaseOrderChanges } from '../purchase-order-changes';

export type PurchaseOrderValues = Omit<PurchaseOrderRequest, 'project_id' | 'status_id' | 'infodesign_pm_id'>;

export function savePurchaseOrder(projectId: number, values: PurchaseOrderValues, id?: number): Promise<unknown> {
  const body: PurchaseOrderRequest = { ...values, project_id: projectId, invoice_date: values.invoice_date ?? null };
  return id === undefined ? apiPostIdempotent('purchase-orders', body) : apiPut(`purchase-orders/${id}`, body);
}

export function useSavePurchaseOrder(projectId: number) {
  return useApiMutation(
    (values: PurchaseOrderValues, id?: number) => savePurchaseOrder(projectId, values, id),
    purchaseOrderChanges(projectId),
  );
}

/** DELETE purchase-orders/{id}: refused (422) while the order's invoice stands. */
import { apiDelete } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { purchaseOrderChanges } from '../purchase-order-changes';

export function useDeletePurchaseOrder(projectId: number) {
  return useApiMutation((id: number) => apiDelete(`purchase-orders/${id}`), purchaseOrderChanges(projectId));
}

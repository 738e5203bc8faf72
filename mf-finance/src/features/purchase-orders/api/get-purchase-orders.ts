/** GET purchase-orders/{projectId}: the purchase orders of the project's cost estimates, newest first. */
import useSWR from 'swr';
import { apiGet, callKey, type PurchaseOrdersResponse } from '@portal/shared';

export const purchaseOrdersKey = callKey<[projectId: number]>('purchase-orders');

export function usePurchaseOrders(projectId: number) {
  return useSWR<PurchaseOrdersResponse, Error>(purchaseOrdersKey(projectId), () =>
    apiGet<PurchaseOrdersResponse>(`purchase-orders/${projectId}`),
  );
}

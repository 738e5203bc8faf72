/** GET purchase-orders/{projectId}: the purchase orders of a project's cost estimates (owned by finance-b). */
import useSWR from 'swr';
import { apiGet, callKey } from '@portal/shared';

export type PurchaseOrderRow = { id: number; po_number: string; date: string; value: string };
export type PurchaseOrdersResponse = { data: PurchaseOrderRow[] };

export const purchaseOrdersKey = callKey<[projectId: number]>('purchase-orders');

export function usePurchaseOrders(projectId: number) {
  return useSWR<PurchaseOrdersResponse, Error>(purchaseOrdersKey(projectId), () =>
    apiGet<PurchaseOrdersResponse>(`purchase-orders/${projectId}`),
  );
}

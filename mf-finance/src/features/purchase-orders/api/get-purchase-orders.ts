/**
 * GET purchase-orders/{projectId}: the purchase orders of the project's cost estimates, newest
 * first. Reloads when the project's estimates change (`project-changed`): removing an estimate
 * removes its orders.
 */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectPart, type PurchaseOrdersResponse } from '@portal/shared';
import { useReloadOnProjectChange } from '../../finance-panel/use-reload-on-project-change';

const SOURCES: readonly ProjectPart[] = ['cost-estimates'];

export const purchaseOrdersKey = callKey<[projectId: number]>('purchase-orders');

export function usePurchaseOrders(projectId: number) {
  const answer = useSWR<PurchaseOrdersResponse, Error>(purchaseOrdersKey(projectId), () =>
    apiGet<PurchaseOrdersResponse>(`purchase-orders/${projectId}`),
  );
  useReloadOnProjectChange(projectId, SOURCES, answer.mutate);
  return answer;
}

/**
 * GET purchase-orders/{projectId}: the purchase orders of the project's cost estimates, newest
 * first. Reloads when the project's estimates change (`project-changed`): removing an estimate
 * removes its orders.
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import { apiGet, callKey, eventBus, type PurchaseOrdersResponse } from '@portal/shared';

export const purchaseOrdersKey = callKey<[projectId: number]>('purchase-orders');

export function usePurchaseOrders(projectId: number) {
  const answer = useSWR<PurchaseOrdersResponse, Error>(purchaseOrdersKey(projectId), () =>
    apiGet<PurchaseOrdersResponse>(`purchase-orders/${projectId}`),
  );
  const { mutate } = answer;
  useEffect(
    () =>
      eventBus.on('project-changed', (change) => {
        if (change.projectId === projectId && change.part === 'cost-estimates') void mutate();
      }),
    [projectId, mutate],
  );
  return answer;
}

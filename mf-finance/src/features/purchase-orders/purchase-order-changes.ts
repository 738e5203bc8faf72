/**
 * What every purchase order change refreshes: the project's orders here, and, through the
 * event bus, whatever derives from them elsewhere (the estimates' PO status label).
 */
import { eventBus, type SwrKey } from '@portal/shared';
import { purchaseOrdersKey } from './api/get-purchase-orders';

export const purchaseOrderChanges = (projectId: number) => ({
  invalidates: (): SwrKey[] => [purchaseOrdersKey(projectId)],
  emit: () => eventBus.emit('project-changed', { projectId, part: 'purchase-orders' }),
});

/** The project's purchase orders (owned by finance-b: the table, form and invoice actions grow here). */
import { Text } from '@chakra-ui/react/text';
import { EmptyState, ErrorState, formatCost, formatDate, LoadingState } from '@portal/shared';
import { usePurchaseOrders } from '../api/get-purchase-orders';

export function PurchaseOrdersList({ projectId }: { projectId: number }) {
  const { data, error, mutate } = usePurchaseOrders(projectId);
  if (error) return <ErrorState message="The purchase orders could not be loaded." onRetry={() => void mutate()} />;
  if (!data) return <LoadingState />;
  if (data.data.length === 0) return <EmptyState>No purchase orders yet.</EmptyState>;
  return (
    <ul>
      {data.data.map((po) => (
        <li key={po.id}>
          <Text>
            {po.po_number} · {formatDate(po.date)} · {formatCost(po.value)}
          </Text>
        </li>
      ))}
    </ul>
  );
}

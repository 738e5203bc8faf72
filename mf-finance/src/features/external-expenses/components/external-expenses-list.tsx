/** The project's external expenses (owned by finance-b: the table, form and documents grow here). */
import { Text } from '@chakra-ui/react/text';
import { EmptyState, ErrorState, formatCost, formatDate, LoadingState } from '@portal/shared';
import { useExternalExpenses } from '../api/get-external-expenses';

export function ExternalExpensesList({ projectId }: { projectId: number }) {
  const { data, error, mutate } = useExternalExpenses(projectId);
  if (error) return <ErrorState message="The external expenses could not be loaded." onRetry={() => void mutate()} />;
  if (!data) return <LoadingState />;
  if (data.data.length === 0) return <EmptyState>No external expenses yet.</EmptyState>;
  return (
    <ul>
      {data.data.map((expense) => (
        <li key={expense.id}>
          <Text>
            {expense.code ?? '—'} · {formatDate(expense.init_date)} · {formatCost(expense.value)} {expense.currency}
          </Text>
        </li>
      ))}
    </ul>
  );
}

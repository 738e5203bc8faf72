/** DELETE external-expense-file/{expenseId}: removes the expense's document, keeps the expense. */
import { apiDelete } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { externalExpensesKey } from './get-external-expenses';

export function useDeleteExternalExpenseFile(projectId: number) {
  return useApiMutation((expenseId: number) => apiDelete(`external-expense-file/${expenseId}`), {
    invalidates: () => [externalExpensesKey(projectId)],
  });
}

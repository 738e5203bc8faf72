/** DELETE external-expenses/{id}: the expense and its document. */
import { apiDelete, eventBus } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { externalExpensesKey } from './get-external-expenses';

export function useDeleteExternalExpense(projectId: number) {
  return useApiMutation((id: number) => apiDelete(`external-expenses/${id}`), {
    invalidates: () => [externalExpensesKey(projectId)],
    emit: () => eventBus.emit('project-changed', { projectId, part: 'external-expenses' }),
  });
}

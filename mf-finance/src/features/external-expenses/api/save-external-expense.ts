/**
 * POST external-expenses (new) or POST external-expenses/{id} (edit), multipart: the form's
 * fields and, when one was chosen, the document. An answer with `status: 'error'` fails like
 * any other failure (the generic error toast, document 2 section 8).
 */
import { apiPost, apiPostIdempotent, eventBus, type ExpenseCurrency } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { externalExpensesKey } from './get-external-expenses';

export type ExternalExpenseValues = {
  category_id: number;
  init_date: string;
  value: number | string;
  currency: ExpenseCurrency;
  author_id: number;
  code?: string;
  description?: string;
  document?: File;
};

export async function saveExternalExpense(projectId: number, values: ExternalExpenseValues, id?: number): Promise<unknown> {
  const form = new FormData();
  form.append('project_id', String(projectId));
  for (const field of ['category_id', 'init_date', 'value', 'currency', 'author_id', 'code', 'description'] as const) {
    form.append(field, values[field] === undefined || values[field] === null ? '' : String(values[field]));
  }
  if (values.document) form.append('document', values.document, values.document.name);
  const answer = await (id === undefined
    ? apiPostIdempotent<{ status?: string }>('external-expenses', form)
    : apiPost<{ status?: string }>(`external-expenses/${id}`, form));
  if (answer?.status === 'error') throw new Error('The external expense was not saved.');
  return answer;
}

export function useSaveExternalExpense(projectId: number) {
  return useApiMutation((values: ExternalExpenseValues, id?: number) => saveExternalExpense(projectId, values, id), {
    invalidates: () => [externalExpensesKey(projectId)],
    emit: () => eventBus.emit('project-changed', { projectId, part: 'external-expenses' }),
  });
}

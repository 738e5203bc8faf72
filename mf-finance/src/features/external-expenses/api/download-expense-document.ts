/** GET uploads/expenses/{file}: the expense's document, fetched with the session cookie and saved under its uploaded name. */
import { apiDownload, type ExternalExpense } from '@portal/shared';

export function downloadExpenseDocument(expense: Pick<ExternalExpense, 'document' | 'document_name'>): Promise<void> {
  if (!expense.document) return Promise.resolve();
  return apiDownload(`uploads/expenses/${expense.document}`, expense.document_name ?? expense.document);
}

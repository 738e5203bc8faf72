/**
 * The external expenses of a project (document 2, sections 2, 5 and 8): the rows with their
 * document links, "Add external expense", and per row edit, remove file and remove, each
 * removal after "Are you sure?". Saves and removals reload the rows through their hooks.
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { type ExternalExpense, notifySuccess, reportApiError } from '@portal/shared';
import { formatCost, formatDate } from '@portal/shared/format';
import { FormModal, useConfirmation } from '@portal/shared/dialogs';
import { type Column, DataTable, type RowAction } from '@portal/shared/lists';
import { useDeleteExternalExpense } from '../api/delete-external-expense';
import { useDeleteExternalExpenseFile } from '../api/delete-external-expense-file';
import { downloadExpenseDocument } from '../api/download-expense-document';
import { useExternalExpenses } from '../api/get-external-expenses';
import { type ExternalExpenseValues, useSaveExternalExpense } from '../api/save-external-expense';
import { ExternalExpenseFields } from './external-expense-fields';

export const EXPENSE_TOASTS = {
  saved: 'External Expense has been saved.',
  removed: 'External Expense has been removed.',
  fileRemoved: 'File has been removed.',
} as const;

/** What the form starts from: an edited expense as listed, or nothing for a new one. */
function initialValuesOf(expense: ExternalExpense | null): Partial<ExternalExpenseValues> {
  if (!expense) return { currency: 'EURO' };
  return {
    category_id: expense.category_id,
    init_date: expense.init_date,
    value: Number(expense.value),
    currency: expense.currency,
    author_id: expense.author_id,
    code: expense.code ?? undefined,
    description: expense.description ?? undefined,
  };
}

function DocumentLink({ expense }: { expense: ExternalExpense }) {
  if (!expense.document) return null;
  return (
    <Button
      variant="plain"
      size="xs"
      px="0"
      colorPalette="blue"
      onClick={() => void downloadExpenseDocument(expense).catch(reportApiError)}
    >
      {expense.document_name ?? 'Document'}
    </Button>
  );
}

const COLUMNS: readonly Column<ExternalExpense>[] = [
  { key: 'code', header: 'Code', cell: (expense) => expense.code ?? '' },
  { key: 'init_date', header: 'Date', cell: (expense) => formatDate(expense.init_date) },
  { key: 'author_name', header: 'Author' },
  { key: 'value', header: 'Value', align: 'end', cell: (expense) => `${formatCost(expense.value)} ${expense.currency}` },
  { key: 'category_title', header: 'Category' },
  { key: 'description', header: 'Description', cell: (expense) => expense.description ?? '' },
  { key: 'document', header: 'Document', cell: (expense) => <DocumentLink expense={expense} /> },
];

export function ExternalExpensesSection({ projectId }: { projectId: number }) {
  const { data, error, isLoading, mutate } = useExternalExpenses(projectId);
  const save = useSaveExternalExpense(projectId);
  const remove = useDeleteExternalExpense(projectId);
  const removeFile = useDeleteExternalExpenseFile(projectId);
  const { confirm, dialog } = useConfirmation();
  const [editing, setEditing] = useState<{ expense: ExternalExpense | null } | null>(null);

  const run = (action: () => Promise<unknown>, success: string) => async () => {
    try {
      await action();
      notifySuccess(success);
    } catch (failure) {
      await reportApiError(failure);
    }
  };
  const rowActions = (expense: ExternalExpense): RowAction[] => [
    { label: 'Edit', onSelect: () => setEditing({ expense }) },
    ...(expense.document
      ? [{ label: 'Remove file', danger: true, onSelect: () => confirm(run(() => removeFile(expense.id), EXPENSE_TOASTS.fileRemoved)) }]
      : []),
    { label: 'Remove', danger: true, onSelect: () => confirm(run(() => remove(expense.id), EXPENSE_TOASTS.removed)) },
  ];

  return (
    <Stack gap="3">
      <Flex justify="flex-end">
        <Button size="sm" colorPalette="blue" onClick={() => setEditing({ expense: null })}>
          Add external expense
        </Button>
      </Flex>
      <DataTable
        label="External expenses"
        columns={COLUMNS}
        rows={data?.data ?? []}
        rowKey={(expense) => expense.id}
        rowLabel={(expense) => expense.code ?? `expense of ${formatDate(expense.init_date)}`}
        rowActions={rowActions}
        isLoading={isLoading}
        error={error}
        errorMessage="The external expenses could not be loaded."
        onRetry={() => void mutate()}
        emptyMessage="No external expenses yet."
      />
      <FormModal<ExternalExpenseValues>
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.expense ? 'Edit external expense' : 'New external expense'}
        initialValues={initialValuesOf(editing?.expense ?? null)}
        onSubmit={(values) => save(values, editing?.expense?.id)}
        successMessage={EXPENSE_TOASTS.saved}
      >
        <ExternalExpenseFields currentDocument={editing?.expense?.document_name ?? null} keptAuthorId={editing?.expense?.author_id} />
      </FormModal>
      {dialog}
    </Stack>
  );
}

/**
 * Every configuration list is the same page (document 3, section 2): a heading, an "Add"
 * button, a paginated table with a row menu (edit, then the page's own actions, then remove
 * after "Are you sure?"), and an add/edit modal. A page only declares its columns, fields
 * and calls; its mutation hooks reload the list.
 */
import { type ReactNode, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { reportApiError } from '@portal/shared';
import { FormModal } from '@portal/shared/dialogs';
import { type Column, PaginatedTable, type PagedList, type RowAction } from '@portal/shared/lists';
import type { FormRenderProps } from 'react-final-form';
import { type RemoveAction, useRemoveAction } from '../hooks/use-remove-action';

export type ConfigForm<Row, Values extends object> = {
  /** The modal's title for a new record (row null) or the edited one. */
  title: (row: Row | null) => string;
  /** The form's starting values: the defaults of a new record, or the edited one as stored now (GET x/{id}). */
  initialValues: (row: Row | null) => Partial<Values> | Promise<Partial<Values>>;
  fields: ReactNode | ((form: FormRenderProps<Values>) => ReactNode);
  /** A mutation hook's function: it reloads the list itself. */
  save: (values: Values, row: Row | null) => Promise<unknown>;
  successMessage: string;
};

export type ConfigListPageProps<Row, Values extends object> = {
  title: string;
  addLabel: string;
  list: PagedList<Row>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => number;
  rowLabel: (row: Row) => string;
  searchable?: boolean;
  emptyMessage?: string;
  form: ConfigForm<Row, Values>;
  /** Row actions after "Edit" (enable/disable, team lead...). */
  actions?: (row: Row) => (RowAction | false)[];
  remove?: RemoveAction<Row>;
};

type Editing<Row, Values> = { row: Row | null; initialValues?: Partial<Values> };

export function ConfigListPage<Row, Values extends object>({
  title,
  addLabel,
  list,
  columns,
  rowKey,
  rowLabel,
  searchable = true,
  emptyMessage,
  form,
  actions,
  remove,
}: ConfigListPageProps<Row, Values>) {
  const [editing, setEditing] = useState<Editing<Row, Values> | null>(null);
  const removal = useRemoveAction(remove);

  const open = async (row: Row | null) => {
    setEditing({ row });
    try {
      const initialValues = await form.initialValues(row);
      setEditing((current) => (current && current.row === row ? { row, initialValues } : current));
    } catch (error) {
      setEditing(null);
      await reportApiError(error);
    }
  };

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Button colorPalette="blue" onClick={() => void open(null)}>
          {addLabel}
        </Button>
      </Flex>
      <PaginatedTable
        label={title}
        list={list}
        searchable={searchable}
        columns={columns}
        rowKey={rowKey}
        rowLabel={rowLabel}
        emptyMessage={emptyMessage}
        rowActions={(row) => [{ label: 'Edit', onSelect: () => void open(row) }, ...(actions?.(row) ?? []), removal.action(row)]}
      />
      <FormModal<Values>
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={form.title(editing?.row ?? null)}
        loading={editing !== null && editing.initialValues === undefined}
        initialValues={editing?.initialValues}
        onSubmit={(values) => form.save(values, editing?.row ?? null)}
        successMessage={form.successMessage}
      >
        {form.fields}
      </FormModal>
      {removal.dialog}
    </Stack>
  );
}

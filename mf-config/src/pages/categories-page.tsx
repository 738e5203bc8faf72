/**
 * The expense categories and project categories pages (document 3, section 2): a searchable
 * list of titles, an add/edit modal with a required Title, delete after confirmation.
 */
import type { CategoryRequest } from '@portal/shared';
import { TextInputField } from '@portal/shared/fields';
import { ConfigListPage } from '../features/config-list/components/config-list-page';
import { useDeleteCategory } from '../features/categories/api/delete-category';
import { getCategory } from '../features/categories/api/get-category';
import { type Category, type CategoryKind, useCategories } from '../features/categories/api/get-categories';
import { useSaveCategory } from '../features/categories/api/save-category';

type CategoriesPageProps = {
  kind: CategoryKind;
  title: string;
  noun: string;
  toasts: { saved: string; deleted: string };
};

export function CategoriesPage({ kind, title, noun, toasts }: CategoriesPageProps) {
  const list = useCategories(kind);
  const saveCategory = useSaveCategory();
  const deleteCategory = useDeleteCategory();
  return (
    <ConfigListPage<Category, CategoryRequest>
      title={title}
      addLabel={`Add ${noun}`}
      list={list}
      rowKey={(category) => category.id}
      rowLabel={(category) => category.title}
      columns={[{ key: 'title', header: 'Title' }]}
      form={{
        title: (category) => (category ? `Edit ${noun}` : `Add ${noun}`),
        initialValues: async (row) => (row ? { title: (await getCategory(kind, row.id)).title } : {}),
        fields: <TextInputField name="title" label="Title" required autoFocus />,
        save: (fields, category) => saveCategory(kind, fields, category?.id),
        successMessage: toasts.saved,
      }}
      remove={{ run: (category) => deleteCategory(kind, category.id), successMessage: toasts.deleted }}
    />
  );
}

/**
 * The expense categories and project categories pages (document 3, section 2): a searchable
 * list of titles, an add/edit modal with a required Title, delete after confirmation. Project
 * categories can also be disabled and enabled again (document 3, section 3: `disabled`).
 */
import { type CategoryRequest, notifySuccess, reportApiError } from '@portal/shared';
import { TextInputField } from '@portal/shared/fields';
import { CheckCell } from '@portal/shared/lists';
import { ConfigListPage } from '../features/config-list/components/config-list-page';
import { useDeleteCategory } from '../features/categories/api/delete-category';
import { getCategory } from '../features/categories/api/get-category';
import { type Category, type CategoryKind, useCategories } from '../features/categories/api/get-categories';
import { useSaveCategory } from '../features/categories/api/save-category';
import { useSetProjectCategoryDisabled } from '../features/categories/api/toggle-project-category';

type CategoriesPageProps = {
  kind: CategoryKind;
  title: string;
  noun: string;
  toasts: { saved: string; deleted: string };
  /** The Enabled column and the Disable/Enable action (project categories). */
  toggleable?: boolean;
};

export function CategoriesPage({ kind, title, noun, toasts, toggleable = false }: CategoriesPageProps) {
  const list = useCategories(kind);
  const saveCategory = useSaveCategory();
  const deleteCategory = useDeleteCategory();
  const setDisabled = useSetProjectCategoryDisabled();

  const toggle = async (category: Category) => {
    try {
      const saved = await setDisabled(category.id, !category.disabled);
      notifySuccess(
        saved.disabled ? `${saved.title} is disabled: it is no longer offered for new projects.` : `${saved.title} is enabled.`,
      );
    } catch (error) {
      await reportApiError(error);
    }
  };

  return (
    <ConfigListPage<Category, CategoryRequest>
      title={title}
      addLabel={`Add ${noun}`}
      list={list}
      rowKey={(category) => category.id}
      rowLabel={(category) => category.title}
      columns={[
        { key: 'title', header: 'Title' },
        ...(toggleable
          ? [
              {
                key: 'enabled',
                header: 'Enabled',
                cell: (category: Category) => <CheckCell checked={!category.disabled} label={`${category.title} enabled`} />,
              },
            ]
          : []),
      ]}
      actions={
        toggleable ? (category) => [{ label: category.disabled ? 'Enable' : 'Disable', onSelect: () => void toggle(category) }] : undefined
      }
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

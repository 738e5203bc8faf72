/** The project category autocomplete of the category reports. */
import { AutocompleteField } from '@portal/shared/combobox-fields';
import { useProjectCategoryChoices } from '../api/get-report-choices';

export function CategoryField() {
  const categories = useProjectCategoryChoices().data?.data.paginatedProjectCategories ?? [];
  return (
    <AutocompleteField
      name="projectCategoryId"
      label="Category"
      options={categories.map((category) => ({ value: String(category.id), label: category.title }))}
    />
  );
}

/** The chosen category's title, '' when none is chosen or the list has not arrived. */
export function useCategoryTitle(categoryId: string): string {
  const categories = useProjectCategoryChoices().data?.data.paginatedProjectCategories ?? [];
  return categories.find((category) => String(category.id) === categoryId)?.title ?? '';
}

/**
 * The project category autocomplete of the category reports. Like every autocomplete it
 * offers no disabled category (document 3, section 5), except the one already chosen.
 */
import { useField } from 'react-final-form';
import { AutocompleteField } from '@portal/shared/combobox-fields';
import { useProjectCategoryChoices } from '../api/get-report-choices';

export function CategoryField() {
  const categories = useProjectCategoryChoices().data?.data.paginatedProjectCategories ?? [];
  const chosen = useField<string | undefined>('projectCategoryId', { subscription: { value: true } }).input.value;
  return (
    <AutocompleteField
      name="projectCategoryId"
      label="Category"
      options={categories
        .filter((category) => !category.disabled || String(category.id) === chosen)
        .map((category) => ({ value: String(category.id), label: category.title }))}
    />
  );
}

/** The chosen category's title, '' when none is chosen or the list has not arrived. */
export function useCategoryTitle(categoryId: string): string {
  const categories = useProjectCategoryChoices().data?.data.paginatedProjectCategories ?? [];
  return categories.find((category) => String(category.id) === categoryId)?.title ?? '';
}

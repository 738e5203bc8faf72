/** DELETE expenses-categories/{id} / project-categories/{id} (a category in use may be refused with a message). */
import { apiDelete } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { type CategoryKind, categoriesKey } from './get-categories';

export function deleteCategory(kind: CategoryKind, id: number): Promise<unknown> {
  return apiDelete(`${kind}/${id}`);
}

export function useDeleteCategory() {
  return useApiMutation(deleteCategory, { invalidates: (_, kind) => [categoriesKey(kind)] });
}

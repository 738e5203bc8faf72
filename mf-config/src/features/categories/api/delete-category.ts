/** DELETE expenses-categories/{id} / project-categories/{id} (a category in use may be refused with a message). */
import { apiDelete, useApiMutation } from '@portal/shared';
import { type CategoryKind, categoriesKey } from './get-categories';

export function deleteCategory(kind: CategoryKind, id: number): Promise<unknown> {
  return apiDelete(`${kind}/${id}`);
}

export function useDeleteCategory() {
  return useApiMutation(deleteCategory, { invalidates: (_, kind) => [categoriesKey(kind)] });
}

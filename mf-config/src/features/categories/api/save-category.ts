/** POST expenses-categories / project-categories (new) or PUT .../{id} (edit): title. */
import { apiPost, apiPut, type CategoryRequest } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { type CategoryKind, categoriesKey } from './get-categories';

export function saveCategory(kind: CategoryKind, fields: CategoryRequest, id?: number): Promise<unknown> {
  const body: CategoryRequest = { title: fields.title };
  return id === undefined ? apiPost(kind, body) : apiPut(`${kind}/${id}`, body);
}

export function useSaveCategory() {
  return useApiMutation(saveCategory, { invalidates: (_, kind) => [categoriesKey(kind)] });
}

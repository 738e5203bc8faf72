/** PUT project-categories/{id} {disabled}: disables a project category (it keeps its projects) or enables it again. */
import { apiPut, type ProjectCategory, type SaveResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { categoriesKey } from './get-categories';

export async function setProjectCategoryDisabled(id: number, disabled: boolean): Promise<ProjectCategory> {
  return (await apiPut<SaveResponse<ProjectCategory>>(`project-categories/${id}`, { disabled })).data;
}

export function useSetProjectCategoryDisabled() {
  return useApiMutation(setProjectCategoryDisabled, { invalidates: () => [categoriesKey('project-categories')] });
}

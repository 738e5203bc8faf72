/** GET project-categories: the whole list as one page of 1000 (a limited PM gets category 17 only). */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectCategoriesResponse } from '@portal/shared';

export const projectCategoriesKey = callKey('project-categories');

export function getProjectCategories(): Promise<ProjectCategoriesResponse> {
  return apiGet<ProjectCategoriesResponse>('project-categories', { page: 0, resPerPage: 1000 });
}

export function useProjectCategories() {
  return useSWR(projectCategoriesKey(), getProjectCategories, { revalidateOnFocus: false });
}

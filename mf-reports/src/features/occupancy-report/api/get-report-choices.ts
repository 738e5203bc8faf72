/** GET activity-types and GET project-categories: the occupancy filters' choices, each the whole list as one page of 1000. */
import useSWR from 'swr';
import { type ActivityTypesResponse, apiGet, callKey, type ProjectCategoriesResponse } from '@portal/shared';

export const activityTypeChoicesKey = callKey('activity-types');
export const projectCategoryChoicesKey = callKey('project-categories');

export function useActivityTypeChoices() {
  return useSWR(activityTypeChoicesKey(), () => apiGet<ActivityTypesResponse>('activity-types', { page: 1, resPerPage: 1000 }));
}

export function useProjectCategoryChoices() {
  return useSWR(projectCategoryChoicesKey(), () => apiGet<ProjectCategoriesResponse>('project-categories', { page: 0, resPerPage: 1000 }));
}

/**
 * The choices of the developer form: every activity type (GET activity-types, page 1 of 1000)
 * and every project category (GET project-categories, page 0 of 1000), as document 3,
 * section 7 asks for dropdowns.
 */
import useSWR from 'swr';
import { type ActivityTypesResponse, apiGet, callKey, type ProjectCategoriesResponse } from '@portal/shared';

export const developerChoicesKey = callKey('developer-choices');

export async function getDeveloperChoices() {
  const [activityTypes, categories] = await Promise.all([
    apiGet<ActivityTypesResponse>('activity-types', { page: 1, resPerPage: 1000 }),
    apiGet<ProjectCategoriesResponse>('project-categories', { page: 0, resPerPage: 1000 }),
  ]);
  return { activityTypes: activityTypes.data.paginatedActivityTypes, projectCategories: categories.data.paginatedProjectCategories };
}

export function useDeveloperChoices(enabled: boolean) {
  return useSWR(enabled ? developerChoicesKey() : null, getDeveloperChoices);
}

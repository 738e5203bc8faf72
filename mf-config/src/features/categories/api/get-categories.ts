/**
 * GET expenses-categories / GET project-categories: one page of categories, searched by
 * title (document 3, section 7). Each answer names its list differently.
 */
import { apiGet, type ExpensesCategoriesResponse, type ProjectCategoriesResponse } from '@portal/shared';
import { type ListPage, type ListQuery, usePagedList } from '@portal/shared/lists';

export type CategoryKind = 'expenses-categories' | 'project-categories';
/** Project categories also say whether they are disabled. */
export type Category = { id: number; title: string; disabled?: boolean };

export const categoriesKey = (kind: CategoryKind) => [kind] as const;

export async function getCategories(kind: CategoryKind, query: ListQuery): Promise<ListPage<Category>> {
  if (kind === 'project-categories') {
    const answer = await apiGet<ProjectCategoriesResponse>(kind, query);
    return { rows: answer.data.paginatedProjectCategories, total: answer.totalResults };
  }
  const answer = await apiGet<ExpensesCategoriesResponse>(kind, query);
  return { rows: answer.data.paginatedCategories, total: answer.data.totalResults };
}

export function useCategories(kind: CategoryKind) {
  return usePagedList({ key: categoriesKey(kind), load: (query) => getCategories(kind, query) });
}

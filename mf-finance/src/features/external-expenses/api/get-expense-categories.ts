/** GET list-all-categories: every expense category, by title, for the expense form. */
import useSWR from 'swr';
import { apiGet, callKey, type ListAllCategoriesResponse } from '@portal/shared';

export const expenseCategoriesKey = callKey<[]>('list-all-categories');

export function useExpenseCategories() {
  return useSWR<ListAllCategoriesResponse, Error>(expenseCategoriesKey(), () => apiGet<ListAllCategoriesResponse>('list-all-categories'));
}

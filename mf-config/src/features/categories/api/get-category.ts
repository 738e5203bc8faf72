/** GET expenses-category/{id} / project-category/{id}: the category as stored now, to edit. */
import { apiGet, type ItemResponse } from '@portal/shared';
import type { Category, CategoryKind } from './get-categories';

const ITEM_PATH: Record<CategoryKind, string> = { 'expenses-categories': 'expenses-category', 'project-categories': 'project-category' };

export async function getCategory(kind: CategoryKind, id: number): Promise<Category> {
  return (await apiGet<ItemResponse<Category>>(`${ITEM_PATH[kind]}/${id}`)).data;
}

/** GET brands: one page of brands, searched by name (document 2, section 7). */
import { apiGet, type Brand, type BrandsResponse, callKey } from '@portal/shared';
import { type ListPage, type ListQuery, usePagedList } from '@portal/shared/lists';

export const brandsKey = callKey('brands');

export async function getBrands(query: ListQuery): Promise<ListPage<Brand>> {
  const answer = await apiGet<BrandsResponse>('brands', query);
  return { rows: answer.data.paginatedBrands, total: answer.totalResults };
}

export function useBrands() {
  return usePagedList({ key: brandsKey(), load: getBrands });
}

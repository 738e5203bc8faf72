/** GET wildcards: the wildcards given to developers, newest first, shown 10 per page. */
import { apiGet, callKey, type Wildcard, type WildcardsResponse } from '@portal/shared';
import { type ListPage, type ListQuery, usePagedList } from '@portal/shared/lists';

export const wildcardsKey = callKey('wildcards');

export async function getWildcards(query: ListQuery): Promise<ListPage<Wildcard>> {
  const answer = await apiGet<WildcardsResponse>('wildcards', query);
  return { rows: answer.data.user_wildcards, total: answer.totalResults };
}

export function useWildcards() {
  return usePagedList({ key: wildcardsKey(), load: getWildcards });
}

/**
 * GET client-units / GET idg-units: one page of units, searched by name (document 3,
 * section 7). The two lists behave the same; only the path and the answer's field differ.
 */
import { apiGet, type ClientUnitsResponse, type IdgUnitsResponse, type Unit } from '@portal/shared';
import { type ListPage, type ListQuery, usePagedList } from '@portal/shared/lists';

export type UnitKind = 'client-units' | 'idg-units';

export const unitsKey = (kind: UnitKind) => [kind] as const;

export async function getUnits(kind: UnitKind, query: ListQuery): Promise<ListPage<Unit>> {
  if (kind === 'client-units') {
    const answer = await apiGet<ClientUnitsResponse>(kind, query);
    return { rows: answer.data.paginatedClientUnits, total: answer.totalResults };
  }
  const answer = await apiGet<IdgUnitsResponse>(kind, query);
  return { rows: answer.data.paginatedInfodesignUnits, total: answer.totalResults };
}

export function useUnits(kind: UnitKind) {
  return usePagedList({ key: unitsKey(kind), load: (query) => getUnits(kind, query) });
}

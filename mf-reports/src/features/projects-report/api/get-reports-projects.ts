/** GET reports-projects: every visible project running in the period and matching the filters (unpaged). */
import useSWR from 'swr';
import { apiGet, type ReportsProjectsQuery, type ReportsProjectsResponse } from '@portal/shared';

export function getReportsProjects(query: ReportsProjectsQuery): Promise<ReportsProjectsResponse> {
  return apiGet<ReportsProjectsResponse>('reports-projects', query);
}

/** `query` null waits (the filters are not ready yet); the previous answer stays while the next loads. */
export function useReportsProjects(query: ReportsProjectsQuery | null) {
  return useSWR(query && ['reports-projects', query], ([, params]) => getReportsProjects(params), { keepPreviousData: true });
}

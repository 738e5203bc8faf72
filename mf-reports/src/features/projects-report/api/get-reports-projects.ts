/**
 * GET reports-projects: every visible project running in the period and matching the filters
 * (unpaged). Projects are saved in mf-projects (its form opens from the header on every page),
 * which cannot reach this area's keys: the report reloads when it hears "project-saved".
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import { apiGet, callKey, eventBus, type ReportsProjectsQuery, type ReportsProjectsResponse } from '@portal/shared';

export const reportsProjectsKey = callKey<[query: ReportsProjectsQuery]>('reports-projects');

export function getReportsProjects(query: ReportsProjectsQuery): Promise<ReportsProjectsResponse> {
  return apiGet<ReportsProjectsResponse>('reports-projects', query);
}

/** `query` null waits (the filters are not ready yet); the previous answer stays while the next loads. */
export function useReportsProjects(query: ReportsProjectsQuery | null) {
  const report = useSWR(query && reportsProjectsKey(query), ([, params]) => getReportsProjects(params), { keepPreviousData: true });
  const { mutate } = report;
  useEffect(() => eventBus.on('project-saved', () => void mutate()), [mutate]);
  return report;
}

/** GET projects-stats: project counts for the last 30 days and the 30 days before. */
import useSWR from 'swr';
import { apiGet, type ProjectStatsResponse } from '@portal/shared';

export function getProjectsStats(): Promise<ProjectStatsResponse> {
  return apiGet<ProjectStatsResponse>('projects-stats');
}

export function useProjectsStats() {
  return useSWR('projects-stats', getProjectsStats);
}

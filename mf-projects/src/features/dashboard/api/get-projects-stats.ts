/** GET projects-stats: project counts for the last 30 days and the 30 days before. */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectStatsResponse } from '@portal/shared';

export const projectsStatsKey = callKey('projects-stats');

export function getProjectsStats(): Promise<ProjectStatsResponse> {
  return apiGet<ProjectStatsResponse>('projects-stats');
}

export function useProjectsStats() {
  return useSWR(projectsStatsKey(), getProjectsStats);
}

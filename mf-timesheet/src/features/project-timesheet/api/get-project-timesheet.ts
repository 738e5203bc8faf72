/**
 * GET ts-by-projectId/{projectId}: a project's entries for the details page's panel, filtered
 * by dev, activity, startDate and endDate (document 2, section 7). Saves here reload it
 * through their mutation hooks; other changes to the project (its status, made by another
 * area) arrive as `project-changed` and reload it too.
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import { apiGet, callKey, eventBus, type ProjectTimesheetQuery, type ProjectTimesheetResponse } from '@portal/shared';

export const projectTimesheetKey = callKey<[projectId: number, query: ProjectTimesheetQuery]>('ts-by-projectId');

export function getProjectTimesheet(projectId: number, query: ProjectTimesheetQuery): Promise<ProjectTimesheetResponse> {
  return apiGet<ProjectTimesheetResponse>(`ts-by-projectId/${projectId}`, query);
}

export function useProjectTimesheet(projectId: number, query: ProjectTimesheetQuery) {
  const entries = useSWR(projectTimesheetKey(projectId, query), ([, id, params]) => getProjectTimesheet(id, params), {
    keepPreviousData: true,
  });
  const { mutate } = entries;
  useEffect(
    () => eventBus.on('project-changed', (change) => change.projectId === projectId && change.part !== 'timesheet' && void mutate()),
    [projectId, mutate],
  );
  return entries;
}

/**
 * GET ts-by-projectId/{projectId}: a page of a project's entries for the details page's panel,
 * filtered by dev, activity, startDate and endDate (document 2, section 7), with the count and
 * hours of every entry of the filters. Saves here reload it through their mutation hooks; other
 * changes to the project (its status, made by another area) arrive as `project-changed` and
 * reload it too. The CSV takes every entry of the filters, page by page.
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import {
  apiGet,
  callKey,
  eventBus,
  PROJECT_TIMESHEET_PAGE_SIZE,
  type ProjectTimesheetQuery,
  type ProjectTimesheetResponse,
  type TimesheetEntry,
} from '@portal/shared';
/** Entries per call when the CSV gathers them all: few calls, answers of a bounded size. */
const EXPORT_PAGE_SIZE = 1000;

export const projectTimesheetKey = callKey<[projectId: number, query: ProjectTimesheetQuery]>('ts-by-projectId');

export function getProjectTimesheet(projectId: number, query: ProjectTimesheetQuery): Promise<ProjectTimesheetResponse> {
  return apiGet<ProjectTimesheetResponse>(`ts-by-projectId/${projectId}`, query);
}

/** Every entry of the filters, newest first. */
export async function getAllProjectTimesheetEntries(projectId: number, filters: ProjectTimesheetQuery): Promise<TimesheetEntry[]> {
  const entries: TimesheetEntry[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getProjectTimesheet(projectId, { ...filters, page, resPerPage: EXPORT_PAGE_SIZE });
    entries.push(...answer.data);
    if (answer.data.length < EXPORT_PAGE_SIZE || entries.length >= answer.totalResults) return entries;
  }
}

export function useProjectTimesheet(projectId: number, filters: ProjectTimesheetQuery, page: number) {
  const entries = useSWR(
    projectTimesheetKey(projectId, { ...filters, page, resPerPage: PROJECT_TIMESHEET_PAGE_SIZE }),
    ([, id, params]) => getProjectTimesheet(id, params),
    { keepPreviousData: true },
  );
  const { mutate } = entries;
  useEffect(
    () => eventBus.on('project-changed', (change) => change.projectId === projectId && change.part !== 'timesheet' && void mutate()),
    [projectId, mutate],
  );
  return entries;
}

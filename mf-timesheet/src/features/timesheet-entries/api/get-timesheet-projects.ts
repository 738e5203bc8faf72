/** GET ts-projects: the projects the user may log time on, with the entry form's rules (type, min_te_date, is_vacation). */
import useSWR from 'swr';
import { apiGet, callKey, type TimesheetProjectsResponse } from '@portal/shared';

export const timesheetProjectsKey = callKey('ts-projects');

/** Loaded when the form opens (`wanted`), not with every page that holds the form. */
export function useTimesheetProjects(wanted: boolean) {
  return useSWR(wanted ? timesheetProjectsKey() : null, () => apiGet<TimesheetProjectsResponse>('ts-projects'));
}

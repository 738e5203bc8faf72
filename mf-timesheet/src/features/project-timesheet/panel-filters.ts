/** The panel's filters (document 2): from the first of the month to today by default; the end never before the start. */
import { DateTime } from 'luxon';
import type { ProjectTimesheetQuery } from '@portal/shared';

export type PanelFilters = Required<Pick<ProjectTimesheetQuery, 'startDate' | 'endDate'>> & Pick<ProjectTimesheetQuery, 'dev' | 'activity'>;

export function defaultPanelFilters(today: DateTime = DateTime.local()): PanelFilters {
  return { startDate: today.startOf('month').toISODate() ?? '', endDate: today.toISODate() ?? '' };
}

/** After a change: missing dates fall back to the previous ones, and a start past the end pushes the end. */
export function nextPanelFilters(changed: Partial<PanelFilters>, previous: PanelFilters): PanelFilters {
  const startDate = changed.startDate ?? previous.startDate;
  const endDate = changed.endDate ?? previous.endDate;
  return { dev: changed.dev, activity: changed.activity, startDate, endDate: endDate < startDate ? startDate : endDate };
}

/**
 * The occupancy reports (document 3, sections 2, 3 and 7): hours logged against capacity,
 * 8 hours per developer per working day (Monday to Friday). Hours and money travel as decimal
 * text; capacities as numbers of hours.
 */
import type { IsoDate } from './common';
import type { ActivityHours } from './reports-timesheet';

/** One working day: the hours logged and the capacity of the developers counted. */
export type DayLoad = { day: IsoDate; hours: string; capacity: number };
export type NamedHours = { id: number; name: string; hours: string };

export type OccupancyDeveloper = { id: number; name: string; hours: string; projects: { id: number; title: string; hours: string }[] };

export type ReportsOccupancyQuery = { startDate: IsoDate; endDate: IsoDate; userId?: string; clientId?: string; brandId?: string };
export type ReportsOccupancyResponse = {
  by_activity: ActivityHours[];
  by_day: DayLoad[];
  devs: OccupancyDeveloper[];
  capacity: number;
  total_hours: string;
};

export type ReportsOccupancyActivityTypeQuery = { startDate: IsoDate; endDate: IsoDate; activityTypeId?: string };
export type ReportsOccupancyActivityTypeResponse = {
  by_day: DayLoad[];
  by_user: NamedHours[];
  by_project: NamedHours[];
  capacity: number;
  total_hours: string;
};

export type ProjectCategoryFigures = { estimated_hours: string; spent_hours: string; estimated_cost: string; actual_cost: string };
export type CategoryProject = ProjectCategoryFigures & {
  id: number;
  project_title: string;
  start_date: IsoDate;
  end_date: IsoDate;
  owner: string | null;
};

export type ReportsProjectCategoryQuery = { startDate: IsoDate; endDate: IsoDate; projectCategoryId?: string };
export type ReportsOccupancyProjectCategoryResponse = {
  users_category: { id: number; name: string }[];
  projects: CategoryProject[];
  /** The TOTAL row. */
  total: ProjectCategoryFigures;
  by_day: DayLoad[];
  capacity: number;
};

export type ReportsOccupancyPerDayResponse = {
  days: DayLoad[];
  developers: { id: number; name: string; hours_per_day: number }[];
  capacity: number;
  total_hours: string;
};

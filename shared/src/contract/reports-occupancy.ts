/**
 * The occupancy reports (document 3, sections 2, 3 and 7): hours logged against capacity,
 * 8 hours per developer per working day (Monday to Friday). Hours and money travel as decimal
 * text; capacities as numbers of hours. The types are those of the API's schemas
 * (../schemas/reports.ts).
 */
import type { Static } from 'typebox';
import type {
  CategoryProjectSchema,
  DayLoadSchema,
  NamedHoursSchema,
  OccupancyDeveloperSchema,
  ProjectCategoryFiguresSchema,
  ReportsOccupancyActivityTypeQuerySchema,
  ReportsOccupancyActivityTypeResponseSchema,
  ReportsOccupancyPerDayResponseSchema,
  ReportsOccupancyProjectCategoryResponseSchema,
  ReportsOccupancyQuerySchema,
  ReportsOccupancyResponseSchema,
  ReportsProjectCategoryQuerySchema,
} from '../schemas/reports';
import type { QuerySent } from './reports-query';

/** One working day: the hours logged and the capacity of the developers counted. */
export type DayLoad = Static<typeof DayLoadSchema>;
export type NamedHours = Static<typeof NamedHoursSchema>;

export type OccupancyDeveloper = Static<typeof OccupancyDeveloperSchema>;

export type ReportsOccupancyQuery = QuerySent<Static<typeof ReportsOccupancyQuerySchema>>;
export type ReportsOccupancyResponse = Static<typeof ReportsOccupancyResponseSchema>;

export type ReportsOccupancyActivityTypeQuery = QuerySent<Static<typeof ReportsOccupancyActivityTypeQuerySchema>>;
export type ReportsOccupancyActivityTypeResponse = Static<typeof ReportsOccupancyActivityTypeResponseSchema>;

export type ProjectCategoryFigures = Static<typeof ProjectCategoryFiguresSchema>;
export type CategoryProject = Static<typeof CategoryProjectSchema>;

export type ReportsProjectCategoryQuery = QuerySent<Static<typeof ReportsProjectCategoryQuerySchema>>;
export type ReportsOccupancyProjectCategoryResponse = Static<typeof ReportsOccupancyProjectCategoryResponseSchema>;

export type ReportsOccupancyPerDayResponse = Static<typeof ReportsOccupancyPerDayResponseSchema>;

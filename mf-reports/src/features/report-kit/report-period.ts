/**
 * Report periods (document 3, section 9; document 1 for the projects report): the default of
 * each report, and the rule that moving the start past the end moves the end.
 */
import { DateTime } from 'luxon';
import type { IsoDate } from '@portal/shared';

export type ReportPeriod = { startDate: IsoDate; endDate: IsoDate };

/** 1 January of this year to today: income, projects. */
export function yearToDate(today: DateTime = DateTime.local()): ReportPeriod {
  return { startDate: today.startOf('year').toISODate()!, endDate: today.toISODate()! };
}

/** The last `days` days up to today: 365 for missing POs and resource hours, 31 for overtime, 7 for the rest. */
export function lastDays(days: number, today: DateTime = DateTime.local()): ReportPeriod {
  return { startDate: today.minus({ days }).toISODate()!, endDate: today.toISODate()! };
}

/** A new period after the user changed a date: moving the start past the end pushes the end forward. */
export function nextPeriod(period: Partial<ReportPeriod>, previous: ReportPeriod): ReportPeriod {
  const startDate = period.startDate ?? previous.startDate;
  const endDate = period.endDate ?? previous.endDate;
  return { startDate, endDate: endDate < startDate ? startDate : endDate };
}

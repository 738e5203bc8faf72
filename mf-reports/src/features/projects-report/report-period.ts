/** The report period (document 1, sections 5 and 9): 1 January to today by default; the end never before the start. */
import { DateTime } from 'luxon';
import type { IsoDate } from '@portal/shared';

export type ReportPeriod = { startDate: IsoDate; endDate: IsoDate };

export function defaultPeriod(today: DateTime = DateTime.local()): ReportPeriod {
  return { startDate: today.startOf('year').toISODate()!, endDate: today.toISODate()! };
}

/** A new period after the user changed a date: moving the start past the end pushes the end forward. */
export function nextPeriod(period: Partial<ReportPeriod>, previous: ReportPeriod): ReportPeriod {
  const startDate = period.startDate ?? previous.startDate;
  const endDate = period.endDate ?? previous.endDate;
  return { startDate, endDate: endDate < startDate ? startDate : endDate };
}

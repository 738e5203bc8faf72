/**
 * Report periods (document 3, section 9; document 1 for the projects report): the default of
 * each report, and the rule that moving the start past the end moves the end.
 *
 * The defaults are counted in calendar days of the viewer with the platform's Date (a day
 * number past the month's end rolls into the next month): every report computes one before its
 * first call, and luxon (20 KiB) would otherwise be on each report's first load for two sums.
 */
import type { IsoDate } from '@portal/shared';

export type ReportPeriod = { startDate: IsoDate; endDate: IsoDate };

/** The viewer's calendar day of `day` (toISOString would give the UTC one). */
const calendarDay = (day: Date): IsoDate =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** 1 January of this year to today: income, projects. */
export function yearToDate(today: Date = new Date()): ReportPeriod {
  return { startDate: `${today.getFullYear()}-01-01`, endDate: calendarDay(today) };
}

/** The last `days` days up to today: 365 for missing POs and resource hours, 31 for overtime, 7 for the rest. */
export function lastDays(days: number, today: Date = new Date()): ReportPeriod {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  return { startDate: calendarDay(start), endDate: calendarDay(today) };
}

/** A new period after the user changed a date: moving the start past the end pushes the end forward. */
export function nextPeriod(period: Partial<ReportPeriod>, previous: ReportPeriod): ReportPeriod {
  const startDate = period.startDate ?? previous.startDate;
  const endDate = period.endDate ?? previous.endDate;
  return { startDate, endDate: endDate < startDate ? startDate : endDate };
}

/**
 * The three missing reports (document 3, sections 2 and 9): missing POs (365 days, pie charts,
 * the value column, missing_po.csv), missing CEs (no period, bar charts, missing_ce.csv) and
 * missing resource hours (365 days, bar charts, missing_rh.csv). Their filters are the same.
 */
import { type MissingSection, PAGE_HEADINGS } from '@portal/shared';
import { lastDays } from '../report-kit/report-period';

export type MissingReportKind = {
  section: MissingSection;
  title: string;
  csvFile: string;
  period: boolean;
  chart: 'pie' | 'bar';
};

export const MISSING_POS: MissingReportKind = {
  section: 'po',
  title: PAGE_HEADINGS['/reports/missing-pos'],
  csvFile: 'missing_po.csv',
  period: true,
  chart: 'pie',
};
export const MISSING_CES: MissingReportKind = {
  section: 'ce',
  title: PAGE_HEADINGS['/reports/missing-ces'],
  csvFile: 'missing_ce.csv',
  period: false,
  chart: 'bar',
};
export const MISSING_RESOURCES: MissingReportKind = {
  section: 'resource-hours',
  title: PAGE_HEADINGS['/reports/missing-resources'],
  csvFile: 'missing_rh.csv',
  period: true,
  chart: 'bar',
};

/** "ALL" in the PM filter (document 3, section 9). */
export const ALL_PMS = '1000';

/** Project status choices of the filter: 3 Closed, 2 WIP. */
export const STATUS_OPTIONS = [
  { value: '2', label: 'WIP' },
  { value: '3', label: 'Closed' },
];

export type MissingFilterValues = {
  jn: string;
  title: string;
  projectStatusId: string;
  clientId: string;
  brandId: string;
  clientPM: string;
  type: string;
  pm: string;
  startDate?: string;
  endDate?: string;
};

export function missingDefaults(kind: MissingReportKind): MissingFilterValues {
  const filters = { jn: '', title: '', projectStatusId: '', clientId: '', brandId: '', clientPM: '', type: '', pm: ALL_PMS };
  return kind.period ? { ...filters, ...lastDays(365) } : filters;
}

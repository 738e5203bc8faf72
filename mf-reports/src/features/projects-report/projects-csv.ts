/**
 * The projects report as projects.csv (document 1, section 2), written by the portal's CSV
 * writer (@portal/shared/csv): the list's columns, dates DD.MM.YYYY, costs as numbers with two
 * decimals.
 */
import { type ProjectRow } from '@portal/shared';
import type { CsvColumn } from '@portal/shared/csv';
import { formatDate } from '@portal/shared/format';

export const PROJECTS_CSV_FILE = 'projects.csv';

const money = (amount: number) => Math.round(amount * 100) / 100;
const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

export const PROJECTS_CSV_COLUMNS: CsvColumn<ProjectRow>[] = [
  { label: 'ID', value: (project) => project.id },
  { label: 'Title', value: (project) => project.title },
  { label: 'Parent ID', value: (project) => project.parent_id ?? '' },
  { label: 'Status', value: (project) => project.status_name },
  { label: 'Business units', value: (project) => names(project.business_units) },
  { label: 'Job numbers', value: (project) => names(project.job_numbers) },
  { label: 'Client', value: (project) => project.client_name },
  { label: 'Brand', value: (project) => project.brand_name },
  { label: 'Client PM', value: (project) => project.hg_pm_name },
  { label: 'IDG PM', value: (project) => project.idg_pm_name },
  { label: 'Start', value: (project) => formatDate(project.start_date) },
  { label: 'Deadline', value: (project) => formatDate(project.deadline) },
  { label: 'Type', value: (project) => project.type },
  { label: 'Estimated cost', value: (project) => money(project.estimated_cost) },
  { label: 'Actual cost', value: (project) => money(project.actual_cost) },
  { label: 'Profit', value: (project) => money(project.profit) },
];

/**
 * The projects-by-category table and its CSV (document 3, sections 2 and 9): the category's
 * projects and a TOTAL row, in category_profitability{category}.csv.
 */
import type { CategoryProject, ReportsOccupancyProjectCategoryResponse } from '@portal/shared';
import type { CsvColumn } from '@portal/shared/csv';
import { formatDate } from '@portal/shared/format';

/** A project row, or the TOTAL row (`id` 0, no dates or owner). */
export type CategoryProjectRow = CategoryProject & { isTotal?: boolean };

export const TOTAL_LABEL = 'TOTAL';

export function categoryRows(answer: ReportsOccupancyProjectCategoryResponse): CategoryProjectRow[] {
  if (answer.projects.length === 0) return [];
  const total = { id: 0, project_title: TOTAL_LABEL, start_date: '', end_date: '', owner: null, ...answer.total, isTotal: true };
  return [...answer.projects, total];
}

export const categoryCsvFile = (categoryTitle: string) => `category_profitability${categoryTitle}.csv`;

export const CATEGORY_CSV_COLUMNS: CsvColumn<CategoryProjectRow>[] = [
  { label: 'Project', value: (row) => row.project_title },
  { label: 'Start date', value: (row) => formatDate(row.start_date) },
  { label: 'End date', value: (row) => formatDate(row.end_date) },
  { label: 'Owner', value: (row) => row.owner },
  { label: 'Estimated hours', value: (row) => row.estimated_hours },
  { label: 'Spent hours', value: (row) => row.spent_hours },
  { label: 'Estimated cost', value: (row) => row.estimated_cost },
  { label: 'Actual cost', value: (row) => row.actual_cost },
];

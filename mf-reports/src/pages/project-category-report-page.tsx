/**
 * /reports/by-project-category (document 3, section 2): a category's projects running in the
 * period (last 7 days by default) or with hours logged in it, with estimated and spent hours and
 * costs and a TOTAL row, the same entries' hours per day against its developers' capacity, and
 * category_profitability{category}.csv.
 */
import { useMemo } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ErrorState, LoadingState, PAGE_HEADINGS } from '@portal/shared';
import { useReportsOccupancyProjectCategory } from '../features/occupancy-report/api/get-reports-occupancy-project-category';
import { CATEGORY_CSV_COLUMNS, categoryCsvFile, categoryRows } from '../features/occupancy-report/category-projects';
import { CategoryField, useCategoryTitle } from '../features/occupancy-report/components/category-field';
import { CategoryProjectsTable } from '../features/occupancy-report/components/category-projects-table';
import { DayLoadChart } from '../features/occupancy-report/components/day-load-chart';
import { lastDays } from '../features/report-kit/report-period';
import { ReportFilterBar } from '../features/report-kit/report-filter-bar';
import { ReportHeader } from '../features/report-kit/report-header';
import { useReportFilters } from '../features/report-kit/use-report-filters';

export function ProjectCategoryReportPage() {
  const defaults = useMemo(() => ({ ...lastDays(7), projectCategoryId: '' }), []);
  const report = useReportFilters(defaults);
  const category = useReportsOccupancyProjectCategory(report.filters);
  const categoryTitle = useCategoryTitle(report.filters.projectCategoryId);
  const answer = category.data;
  const rows = answer ? categoryRows(answer) : [];

  return (
    <Stack gap="5">
      <ReportHeader
        title={
          categoryTitle
            ? `${PAGE_HEADINGS['/reports/by-project-category']}: ${categoryTitle}`
            : PAGE_HEADINGS['/reports/by-project-category']
        }
        csv={{ fileName: categoryCsvFile(categoryTitle), rows, columns: CATEGORY_CSV_COLUMNS }}
      />
      <ReportFilterBar report={report} period>
        <CategoryField />
      </ReportFilterBar>
      {category.error && !answer && <ErrorState message="The report could not be loaded." onRetry={() => void category.mutate()} />}
      {!answer && !category.error && <LoadingState />}
      {answer && (
        <>
          <Text color="fg.muted">
            {answer.users_category.length} developers in the category: {answer.capacity} hours of capacity in the period.
          </Text>
          <DayLoadChart title="Hours against capacity" days={answer.by_day} kind="bar" />
          <CategoryProjectsTable rows={rows} />
        </>
      )}
    </Stack>
  );
}

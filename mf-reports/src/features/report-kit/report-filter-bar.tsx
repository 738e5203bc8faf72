/**
 * A report's filter bar: one react-final-form form whose fields are the report's own (the
 * shared fields of @portal/shared/fields), written to the URL as they change, laid out by the
 * shared FilterBar (a grid on a desktop, folded on a phone) with the user's saved views of the
 * report (issue 32). Text filters (`textFilters`) reach the URL only at 3 characters or more, or
 * emptied (document 3, section 9).
 */
import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { useLocation } from 'react-router-dom';
import { Form, FormSpy } from 'react-final-form';
import { DateField } from '@portal/shared/date-field';
import { FilterBar, SavedViewsMenu } from '@portal/shared/lists';
import type { ReportFilters, ReportFilterValues } from './use-report-filters';

export const TEXT_FILTER_MIN_LENGTH = 3;

type ReportFilterBarProps<F extends ReportFilterValues> = {
  report: ReportFilters<F>;
  /** Names of free-text filters. */
  textFilters?: readonly (keyof F & string)[];
  /** Adds the start and end date fields (the end picker refuses days before the start). */
  period?: boolean;
  /** Adds "Clear filters", back to the report's defaults. */
  clearable?: boolean;
  /** Columns of the grid on a wide screen (default 4). */
  columns?: 2 | 3 | 4;
  children?: ReactNode;
};

const asText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function ReportFilterBar<F extends ReportFilterValues>({
  report,
  textFilters = [],
  period,
  clearable,
  columns,
  children,
}: ReportFilterBarProps<F>) {
  const { filters, setFilters, clearFilters, applyFilters, activeCount } = report;
  // A report's saved views are kept under its route.
  const { pathname } = useLocation();
  const actions = (
    <>
      <SavedViewsMenu list={pathname} filters={filters} onApply={applyFilters} />
      {clearable && (
        <Button variant="outline" size="sm" onClick={clearFilters}>
          Clear filters
        </Button>
      )}
    </>
  );
  return (
    <Form<ReportFilterValues> onSubmit={() => undefined} initialValues={filters} initialValuesEqual={sameValues}>
      {() => (
        <FilterBar label="Filters" activeCount={activeCount} columns={columns} actions={actions}>
          <FormSpy<ReportFilterValues>
            subscription={{ values: true }}
            onChange={({ values }) => {
              const changes: ReportFilterValues = {};
              for (const key of Object.keys(filters)) {
                const value = asText(values[key]);
                const isShortText = textFilters.includes(key) && value.trim().length > 0 && value.trim().length < TEXT_FILTER_MIN_LENGTH;
                if (value !== filters[key] && !isShortText) changes[key] = value;
              }
              if (Object.keys(changes).length > 0) setFilters(changes as Partial<F>);
            }}
          />
          {children}
          {period && (
            <>
              <DateField name="startDate" label="Start date" required />
              <DateField name="endDate" label="End date" required minDate={filters.startDate} />
            </>
          )}
        </FilterBar>
      )}
    </Form>
  );
}

function sameValues(a?: ReportFilterValues, b?: ReportFilterValues): boolean {
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
  return [...keys].every((key) => asText(a?.[key]) === asText(b?.[key]));
}

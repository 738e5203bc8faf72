/**
 * A report's filters and page live in the URL's search params (document 3, section 2: a filter
 * change reloads and goes back to page 1), so a reload keeps them and a report view can be
 * shared as a link. Values equal to the report's defaults stay out of the URL.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { nextPeriod, type ReportPeriod } from './report-period';

/** Every filter is a string as the URL carries it ('' = any); the report turns them into its query. */
export type ReportFilterValues = Record<string, string>;

export type ReportFilters<F extends ReportFilterValues> = {
  filters: F;
  page: number;
  /** Changes some filters; the page goes back to 1, and a start past the end moves the end. */
  setFilters: (changes: Partial<F>) => void;
  setPage: (page: number) => void;
  /** Back to the report's defaults (the "Clear filters" button). */
  clearFilters: () => void;
  /** Sets every filter to `saved` (a saved view), each one it lacks back to its default; page 1. */
  applyFilters: (saved: Partial<F>) => void;
  /** How many filters differ from the defaults ("Filters (n)" on a phone). */
  activeCount: number;
};

/** `defaults` must be stable (useMemo or a module constant): it is the report's default view. */
export function useReportFilters<F extends ReportFilterValues>(defaults: F): ReportFilters<F> {
  const [searchParams, setSearchParams] = useSearchParams();

  const filters = useMemo(() => {
    const values: ReportFilterValues = { ...defaults };
    for (const key of Object.keys(defaults)) values[key] = searchParams.get(key) ?? defaults[key];
    return values as F;
  }, [defaults, searchParams]);
  const page = Math.max(1, Number(searchParams.get('page')) || 1);

  const setFilters = useCallback(
    (changes: Partial<F>) => {
      const next: ReportFilterValues = { ...filters, ...changes };
      if ('startDate' in next && 'endDate' in next) Object.assign(next, nextPeriod(next, next as ReportPeriod));
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) if (value !== defaults[key]) params.set(key, value);
      setSearchParams(params, { replace: true });
    },
    [defaults, filters, setSearchParams],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params);
          if (nextPage > 1) copy.set('page', String(nextPage));
          else copy.delete('page');
          return copy;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const clearFilters = useCallback(() => setSearchParams(new URLSearchParams(), { replace: true }), [setSearchParams]);

  const applyFilters = useCallback(
    (saved: Partial<F>) => {
      const params = new URLSearchParams();
      for (const [key, fallback] of Object.entries(defaults)) {
        const value = saved[key];
        if (typeof value === 'string' && value !== fallback) params.set(key, value);
      }
      setSearchParams(params, { replace: true });
    },
    [defaults, setSearchParams],
  );

  const activeCount = Object.keys(defaults).filter((key) => filters[key] !== defaults[key]).length;

  return { filters, page, setFilters, setPage, clearFilters, applyFilters, activeCount };
}

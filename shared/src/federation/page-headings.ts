/**
 * The headings of the pages that name themselves (the dashboard, the lists, the reports): each
 * page draws its h1 from here, and a report's loading state finds its page's heading by path
 * (pageHeadingOf). The end-to-end tests read the same table.
 */
import headings from './page-headings.json';

export type HeadedPagePath = keyof typeof headings;

export const PAGE_HEADINGS: Readonly<Record<HeadedPagePath, string>> = headings;

/** The heading listed for `path` (e.g. "/reports/projects"), if any. */
export const pageHeadingOf = (path: string): string | undefined =>
  Object.hasOwn(PAGE_HEADINGS, path) ? PAGE_HEADINGS[path as HeadedPagePath] : undefined;

/**
 * The headings of the pages that index.html draws before any script has arrived: a returning
 * user opening one sees at once, in its place, which page is coming (the shell's build writes
 * this table into index.html). Each page draws its h1 from here too, and at run time every area
 * reads the shell's copy of @portal/shared, so the two never differ. A page listed here draws
 * its heading at the top left of the frame's main region in the portal's page-heading style
 * (PageHeading); e2e/tests/first-paint.spec.ts holds both to the same place.
 */
import headings from './page-headings.json';

export type HeadedPagePath = keyof typeof headings;

export const PAGE_HEADINGS: Readonly<Record<HeadedPagePath, string>> = headings;

/** The heading listed for `path` (e.g. "/reports/projects"), if any. */
export const pageHeadingOf = (path: string): string | undefined =>
  Object.hasOwn(PAGE_HEADINGS, path) ? PAGE_HEADINGS[path as HeadedPagePath] : undefined;

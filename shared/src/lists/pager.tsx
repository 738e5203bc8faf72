/**
 * Page buttons: previous, the first page, a window of pages around the current one, the last
 * page, next; "…" where pages are skipped. The current page is marked for screen readers.
 *
 * A list's page count and total arrive with its rows, which a DataTable draws deferred (in a
 * transition): they are deferred here too, so the pager is drawn with the rows it follows
 * instead of before them, where the rows then pushed it down (a layout shift).
 */
import { useDeferredValue } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Spacer } from '@chakra-ui/react/spacer';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export type PagerProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** How many pages to show on each side of the current one. */
  siblings?: number;
  label?: string;
};

/** The page numbers to show, with null where pages are skipped: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pageCount: number, siblings = 2): (number | null)[] {
  const from = Math.max(2, page - siblings);
  const to = Math.min(pageCount - 1, page + siblings);
  const pages: (number | null)[] = [1];
  if (from > 2) pages.push(from === 3 ? 2 : null);
  for (let n = from; n <= to; n += 1) pages.push(n);
  if (to < pageCount - 1) pages.push(to === pageCount - 2 ? pageCount - 1 : null);
  if (pageCount > 1) pages.push(pageCount);
  return pages;
}

export function Pager({ page, pageCount: currentPageCount, onPageChange, siblings = 2, label = 'Pages' }: PagerProps) {
  const pageCount = useDeferredValue(currentPageCount);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <HStack gap="1" wrap="wrap">
        <Button size="sm" variant="ghost" onClick={() => onPageChange(page - 1)} disabled={page <= 1} aria-label="Previous page">
          ‹ Prev
        </Button>
        {pageWindow(page, pageCount, siblings).map((n, index) =>
          n === null ? (
            <Text key={`gap-${index}`} as="span" px="1" color="fg.muted" aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={n}
              size="sm"
              variant={n === page ? 'solid' : 'ghost'}
              colorPalette={n === page ? 'blue' : 'gray'}
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => n !== page && onPageChange(n)}
            >
              {n}
            </Button>
          ),
        )}
        <Button size="sm" variant="ghost" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount} aria-label="Next page">
          Next ›
        </Button>
      </HStack>
    </nav>
  );
}

/** "Page: 2 / 5 (total: 230)" and the page buttons, under a list; nothing while the list is empty. */
export function PagedListFooter({ total: currentTotal, pageCount: currentPageCount, ...pager }: PagerProps & { total: number }) {
  // Both deferred, so the line never shows one list's page count beside another's total.
  const total = useDeferredValue(currentTotal);
  const pageCount = useDeferredValue(currentPageCount);
  if (total === 0) return null;
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text color="fg.muted" fontSize="sm">
        Page: {pager.page} / {pageCount} (total: {total})
      </Text>
      <Spacer />
      <Pager {...pager} pageCount={pageCount} />
    </Flex>
  );
}

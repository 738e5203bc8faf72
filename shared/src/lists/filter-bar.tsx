/**
 * The filters of every list and report in one compact layout (issue 32): on a desktop a grid of
 * two to four columns with the actions (Views, Clear filters) at its end; on a phone the fields
 * fold behind "Filters (n)", n being the filters set away from their defaults, so the data is
 * what a phone shows first. The fields stay mounted while folded: a form keeps their values.
 * Whether the screen is a phone's is asked of the browser (PHONE_MEDIA), not left to CSS alone,
 * so the button exists only where it does something.
 */
import { type ReactNode, useId, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { useMediaQuery } from '@chakra-ui/react/hooks';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';

/** Below Chakra's `md` breakpoint (48em): where the filters fold. */
export const PHONE_MEDIA = '(max-width: 47.99em)';

export type FilterBarProps = {
  /** The group's accessible name, e.g. "Filters" or "Approval filters". */
  label: string;
  /** How many filters differ from the list's defaults: the phone's button says it. */
  activeCount: number;
  /** Columns on a wide screen (a page with few fields keeps them from stretching across it). */
  columns?: 2 | 3 | 4;
  /** Beside the fields: the saved views and "Clear filters". On a phone they stay in view beside the button. */
  actions?: ReactNode;
  children: ReactNode;
};

export function FilterBar({ label, activeCount, columns = 4, actions, children }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const [phone] = useMediaQuery([PHONE_MEDIA], { ssr: false });
  const fieldsId = useId();
  return (
    <Flex role="group" aria-label={label} wrap={phone ? 'wrap' : 'nowrap'} gap="3" align={phone ? 'center' : 'end'}>
      {phone && (
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={fieldsId} onClick={() => setOpen(!open)}>
          Filters ({activeCount})
        </Button>
      )}
      {/* Hidden, not unmounted, while folded: the phone and the desktop layouts are one form. */}
      <Box id={fieldsId} hidden={phone && !open} order={phone ? 1 : 0} flexBasis={phone ? 'full' : '0'} flexGrow={1} minW="0">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: Math.min(columns, 3), xl: columns }} gap="3" alignItems="end">
          {children}
        </SimpleGrid>
      </Box>
      {actions && (
        <Flex gap="2" flexShrink={0} align="center" ms={phone ? 'auto' : '0'}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

/** How many of `values` differ from `defaults` (an empty text or list counts as unset). */
export function changedFilterCount(values: Readonly<Record<string, unknown>>, defaults: Readonly<Record<string, unknown>> = {}): number {
  const unset = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  const keys = new Set([...Object.keys(values), ...Object.keys(defaults)]);
  return [...keys].filter((key) => {
    const value = values[key];
    const fallback = defaults[key];
    if (unset(value) && unset(fallback)) return false;
    return JSON.stringify(value ?? null) !== JSON.stringify(fallback ?? null);
  }).length;
}

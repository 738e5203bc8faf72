/**
 * The filters of every list and report in one compact layout (issue 32): on a desktop a grid of
 * two to four columns with the actions (Views, Clear filters) at its end; on a phone the fields
 * fold behind "Filters (n)", n being the filters set away from their defaults, so the data is
 * what a phone shows first. The fields stay mounted while folded: a form keeps their values.
 */
import { type ReactNode, useId, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';

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
  const fieldsId = useId();
  return (
    <Flex role="group" aria-label={label} wrap={{ base: 'wrap', md: 'nowrap' }} gap="3" align={{ base: 'center', md: 'end' }}>
      <Button hideFrom="md" variant="outline" size="sm" aria-expanded={open} aria-controls={fieldsId} onClick={() => setOpen(!open)}>
        Filters ({activeCount})
      </Button>
      {/* Folded by CSS, not unmounted: the phone and the desktop layouts are one form. */}
      <Box
        id={fieldsId}
        display={{ base: open ? 'block' : 'none', md: 'block' }}
        order={{ base: 1, md: 0 }}
        flexBasis={{ base: 'full', md: '0' }}
        flexGrow={1}
        minW="0"
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: Math.min(columns, 3), xl: columns }} gap="3" alignItems="end">
          {children}
        </SimpleGrid>
      </Box>
      {actions && (
        <Flex gap="2" flexShrink={0} align="center" ms={{ base: 'auto', md: '0' }}>
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

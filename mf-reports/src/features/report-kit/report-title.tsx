/**
 * A report's h1: in its header, and above the loading state while its code loads. On a 40 px line
 * (the height of the button beside it), so it stands where index.html's first paint draws it
 * (PAGE_HEADINGS) with or without a button.
 */
import type { ReactNode } from 'react';
import { Heading } from '@chakra-ui/react/heading';

export function ReportTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" size="xl" py="5px">
      {children}
    </Heading>
  );
}

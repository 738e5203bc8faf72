/** A report's h1: in its header, and above the loading state while its code loads. */
import type { ReactNode } from 'react';
import { Heading } from '@chakra-ui/react/heading';

export function ReportTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" size="xl">
      {children}
    </Heading>
  );
}

/**
 * A page's h1: 20 px semibold on a 40 px line (the height of a button beside it) at the top left
 * of the page.
 */
import type { ReactNode } from 'react';
import { Heading } from '@chakra-ui/react/heading';

export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" size="xl" py="5px">
      {children}
    </Heading>
  );
}

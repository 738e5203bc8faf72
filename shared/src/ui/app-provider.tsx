/** Chakra with the portal's system; the shell wraps the whole page in it once. */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { portalSystem } from './system';

export function AppProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={portalSystem()}>{children}</ChakraProvider>;
}

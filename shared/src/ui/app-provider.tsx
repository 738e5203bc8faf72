/** Chakra with the portal's system; the shell wraps the whole page in it once. */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { signInSystem, usePortalSystem } from './system';

export function AppProvider({ children }: { children: ReactNode }) {
  // The system gains the signed-in pages' recipes once they load (system.ts).
  const system = usePortalSystem() ?? signInSystem();
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

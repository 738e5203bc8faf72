/** Loading, empty and failed states for anything that loads, so every area looks and reads the same. */
import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="10" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="colorPalette.solid" colorPalette="blue" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Center py="10">
      <Text color="fg.muted">{children}</Text>
    </Center>
  );
}

/** `children`: further ways out, shown under "Try again". */
export function ErrorState({ message, onRetry, children }: { message: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <Center py="10" role="alert">
      <Stack align="center" gap="3">
        <Text color="fg.error">{message}</Text>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
        {children}
      </Stack>
    </Center>
  );
}

/** The centred card that frames the sign-in and password pages. */
import type { ReactNode } from 'react';
import { Card } from '@chakra-ui/react/card';
import { Center } from '@chakra-ui/react/center';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center minH="100vh" p="4" bg="bg.subtle">
      <Card.Root as="main" w="full" maxW="sm">
        <Card.Header>
          <Text fontSize="sm" color="fg.muted">
            Agency portal
          </Text>
          <Heading as="h1" size="lg">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Center>
  );
}

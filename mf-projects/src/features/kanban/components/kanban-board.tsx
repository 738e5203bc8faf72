/** The static kanban board: three columns of sample cards. */
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { KanbanColumn } from '../sample-cards';

export function KanbanBoard({ columns }: { columns: readonly KanbanColumn[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: columns.length }} gap="4">
      {columns.map((column) => (
        <Stack key={column.title} as="section" aria-label={column.title} gap="3" bg="bg.muted" p="3" rounded="md">
          <Heading as="h2" size="sm">
            {column.title} ({column.cards.length})
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {column.cards.map((card) => (
              <Card.Root as="li" key={card.id} size="sm">
                <Card.Body>
                  <Text fontWeight="medium">{card.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {card.project}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

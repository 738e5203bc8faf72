/** /kanban: a placeholder board with fixed sample tasks; it makes no calls (document 1, section 2). */
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { KanbanBoard } from '../features/kanban/components/kanban-board';
import { SAMPLE_BOARD } from '../features/kanban/sample-cards';

export function KanbanPage() {
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Kanban
      </Heading>
      <KanbanBoard columns={SAMPLE_BOARD} />
    </Stack>
  );
}

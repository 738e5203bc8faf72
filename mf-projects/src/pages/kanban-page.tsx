/** /kanban: a placeholder board with fixed sample tasks; it makes no calls (document 1, section 2). */
import { Stack } from '@chakra-ui/react/stack';
import { KanbanBoard } from '../features/kanban/components/kanban-board';
import { SAMPLE_BOARD } from '../features/kanban/sample-cards';
import { PAGE_HEADINGS, PageHeading } from '@portal/shared';

export function KanbanPage() {
  return (
    <Stack gap="5">
      <PageHeading>{PAGE_HEADINGS['/kanban']}</PageHeading>
      <KanbanBoard columns={SAMPLE_BOARD} />
    </Stack>
  );
}

/** Exposed to the shell for /kanban: the static placeholder board. */
import { KanbanPage } from '../pages/kanban-page';

export default KanbanPage;

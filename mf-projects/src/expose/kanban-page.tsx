/** Exposed to the shell for /kanban: the static placeholder board. */
import type { ExposedComponent } from '@portal/shared';
import { KanbanPage } from '../pages/kanban-page';

export default KanbanPage satisfies ExposedComponent<'mf_projects', './kanban-page'>;

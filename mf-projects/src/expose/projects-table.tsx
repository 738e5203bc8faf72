/**
 * Exposed: the projects table, for the projects report. Props: `rows` (ProjectRow), the
 * loading/error states and `onRetry`; no row menu unless `rowActions` is given.
 */
import { ProjectsTable } from '../features/projects/components/projects-table';

export type { ProjectsTableProps } from '../features/projects/components/projects-table';
export default ProjectsTable;

/**
 * Exposed: the projects table, for the projects report. Props (ProjectsTableProps): `rows`
 * (ProjectRow), the loading/error states and `onRetry`; no row menu unless `rowActions` is given.
 */
import type { ExposedComponent } from '@portal/shared';
import { ProjectsTable } from '../features/projects/components/projects-table';

export default ProjectsTable satisfies ExposedComponent<'mf_projects', './projects-table'>;

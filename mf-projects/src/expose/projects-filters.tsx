/**
 * Exposed: the projects filters, for the projects report. Controlled (ProjectFiltersProps in
 * @portal/shared): `value` and `onChange` (ProjectFilterValues: job numbers as ids), optional
 * `isTeamLead`; `onQueryChange` hands the report its query, made with the list's own rules.
 */
import type { ExposedComponent } from '@portal/shared';
import { ProjectFiltersPanel } from '../features/projects/components/project-filters-panel';

export default ProjectFiltersPanel satisfies ExposedComponent<'mf_projects', './projects-filters'>;

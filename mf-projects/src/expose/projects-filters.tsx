/**
 * Exposed: the projects filters, for the projects report. Controlled: props `value` and
 * `onChange` (ProjectFilterValues: job numbers as ids), optional `isTeamLead`. The report turns
 * the values into its query with the same rules as the list (see ProjectFilterValues' docs).
 */
import { ProjectFiltersPanel } from '../features/projects/components/project-filters-panel';

export type { ProjectFiltersPanelProps } from '../features/projects/components/project-filters-panel';
export type { ProjectFilterValues } from '../features/projects/project-filters';
export default ProjectFiltersPanel;

/**
 * Exposed: the project's timesheet-entries panel, for the project details page. Props
 * (ProjectPanelProps): `project`. It saves and removes entries itself, toasts, and emits
 * `project-changed` with part 'timesheet' so the other panels reload what they derive.
 */
import type { ExposedComponent } from '@portal/shared';
import { ProjectTimesheetPanel } from '../pages/project-timesheet-panel';

export default ProjectTimesheetPanel satisfies ExposedComponent<'mf_timesheet', './project-timesheet-panel'>;

/** Exposed to the shell for /project/{id}: the project's summary, resources and the panels other areas expose for it. */
import type { ExposedComponent } from '@portal/shared';
import { ProjectDetailsPage } from '../pages/project-details-page';

export default ProjectDetailsPage satisfies ExposedComponent<'mf_project_details', './project-details-page'>;

/** Exposed to the shell for /projects: the projects list with its filters, paging, Edit and Set parent. */
import type { ExposedComponent } from '@portal/shared';
import { ProjectsPage } from '../pages/projects-page';

export default ProjectsPage satisfies ExposedComponent<'mf_projects', './projects-page'>;

/**
 * Exposed to the shell for /projects: the projects list with its filters, paging, Edit and Set parent.
 * Loaded on the way to /projects, it sends the list's calls at once (preload-projects-list.ts).
 */
import type { ExposedComponent } from '@portal/shared';
import { preloadProjectsList } from '../features/projects/preload-projects-list';
import { ProjectsPage } from '../pages/projects-page';

preloadProjectsList();

export default ProjectsPage satisfies ExposedComponent<'mf_projects', './projects-page'>;

/** Exposed to the shell for /projects: the projects list with its filters, paging, Edit and Set parent. */
import { ProjectsPage } from '../pages/projects-page';

export default ProjectsPage;

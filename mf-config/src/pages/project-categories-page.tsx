/**
 * /config/project-categories (document 3, section 2); a refused deletion (category in use) shows
 * the server's message. A category in use can be disabled instead: it keeps its projects.
 */
import { CONFIG_MESSAGES } from '@portal/shared';
import { CategoriesPage } from './categories-page';

export function ProjectCategoriesPage() {
  return (
    <CategoriesPage
      kind="project-categories"
      toggleable
      title="Project categories"
      noun="project category"
      toasts={{ saved: CONFIG_MESSAGES.categorySaved, deleted: CONFIG_MESSAGES.projectCategoryDeleted }}
    />
  );
}

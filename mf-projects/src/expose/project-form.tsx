/**
 * Exposed: the add/edit project modal, for the shell header's "Add Project" and for project
 * details. Props (ProjectFormProps): `open`, `onClose`, optional `projectId` (edit). It saves,
 * toasts and emits `project-saved` on the event bus itself.
 */
import type { ExposedComponent } from '@portal/shared';
import { ProjectFormModal } from '../features/project-form/components/project-form-modal';

export default ProjectFormModal satisfies ExposedComponent<'mf_projects', './project-form'>;

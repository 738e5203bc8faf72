/**
 * Exposed: the set-parent dialog, for project details. Props (SetParentDialogProps): `open`,
 * `onClose`, `projectId`. It saves, toasts "Project's parent has been saved." and emits
 * `project-saved`.
 */
import type { ExposedComponent } from '@portal/shared';
import { SetParentDialog } from '../features/project-form/components/set-parent-dialog';

export default SetParentDialog satisfies ExposedComponent<'mf_projects', './set-parent-dialog'>;

/**
 * Exposed: the set-parent dialog, for project details. Props: `open`, `onClose`, `projectId`.
 * It saves, toasts "Project's parent has been saved." and emits `project-saved`.
 */
import { SetParentDialog } from '../features/project-form/components/set-parent-dialog';

export type { SetParentDialogProps } from '../features/project-form/components/set-parent-dialog';
export default SetParentDialog;

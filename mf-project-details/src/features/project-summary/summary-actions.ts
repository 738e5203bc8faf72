/**
 * Which entries the summary menu offers (document 2, sections 4 and 6): project managers only
 * (limited PMs too, docs/spec-deviations.md 56); cancel unless cancelled, close unless closed or
 * cancelled, open a closed or cancelled project, and a Pending one for a full project manager
 * (issue 32, docs/spec-deviations.md); set a parent on a project with neither parent
 * nor subprojects, remove the parent of one that has it.
 */
import { canManageProjectDetails, canOpenPendingProjects, type AccessSubject } from '@portal/shared/access';
import { PROJECT_STATUS, type ProjectDetail } from '@portal/shared/contract';

export type SummaryAction = 'edit' | 'set-parent' | 'remove-parent' | 'cancel' | 'close' | 'open';

export function summaryActions(
  project: Pick<ProjectDetail, 'status_id' | 'parent_id' | 'children'>,
  access: AccessSubject,
): SummaryAction[] {
  if (!canManageProjectDetails(access)) return [];
  const actions: SummaryAction[] = ['edit'];
  if (project.parent_id !== null) actions.push('remove-parent');
  else if (project.children.length === 0) actions.push('set-parent');
  const ended = project.status_id === PROJECT_STATUS.closed || project.status_id === PROJECT_STATUS.cancelled;
  if (project.status_id !== PROJECT_STATUS.cancelled) actions.push('cancel');
  if (!ended) actions.push('close');
  if (ended || (project.status_id === PROJECT_STATUS.pending && canOpenPendingProjects(access))) actions.push('open');
  return actions;
}

/** The status each status action asks for. */
export const STATUS_OF_ACTION = { cancel: PROJECT_STATUS.cancelled, close: PROJECT_STATUS.closed, open: PROJECT_STATUS.open } as const;

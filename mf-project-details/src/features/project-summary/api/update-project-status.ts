/** POST update-projects-status/{id} (multipart status_id): cancel, close or reopen. */
import { apiPost, eventBus, type UpdateProjectStatusResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { projectDetailKey } from './get-project-detail';

export function updateProjectStatus(id: number, statusId: number): Promise<UpdateProjectStatusResponse> {
  const form = new FormData();
  form.append('status_id', String(statusId));
  return apiPost<UpdateProjectStatusResponse>(`update-projects-status/${id}`, form);
}

/** The project reloads; the other panels (timesheet: closed projects take no entries) hear "project-changed". */
export function useUpdateProjectStatus() {
  return useApiMutation(updateProjectStatus, {
    invalidates: (_, id) => [projectDetailKey(id)],
    emit: (_, id) => {
      eventBus.emit('project-changed', { projectId: id, part: 'status' });
      eventBus.emit('project-saved', { projectId: id });
    },
  });
}

/** DELETE project-parents/{projectId}: the project leaves its parent. */
import { apiDelete, eventBus, type RemoveProjectLinkResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { projectDetailKey } from './get-project-detail';

export function removeProjectParent(projectId: number): Promise<RemoveProjectLinkResponse> {
  return apiDelete<RemoveProjectLinkResponse>(`project-parents/${projectId}`);
}

/** The project reloads (finance panels depend on having a parent); other areas hear it. */
export function useRemoveProjectParent() {
  return useApiMutation(removeProjectParent, {
    invalidates: (_, projectId) => [projectDetailKey(projectId)],
    emit: (_, projectId) => {
      eventBus.emit('project-changed', { projectId, part: 'parent' });
      eventBus.emit('project-saved', { projectId });
    },
  });
}

/** DELETE project-child/{projectId}/{childId}: a subproject leaves this project. */
import { apiDelete, eventBus, type RemoveProjectLinkResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { projectDetailKey } from './get-project-detail';

export function removeProjectChild(projectId: number, childId: number): Promise<RemoveProjectLinkResponse> {
  return apiDelete<RemoveProjectLinkResponse>(`project-child/${projectId}/${childId}`);
}

export function useRemoveProjectChild() {
  return useApiMutation(removeProjectChild, {
    invalidates: (_, projectId, childId) => [projectDetailKey(projectId), projectDetailKey(childId)],
    emit: (_, projectId, childId) => {
      eventBus.emit('project-changed', { projectId, part: 'parent' });
      eventBus.emit('project-saved', { projectId: childId });
    },
  });
}

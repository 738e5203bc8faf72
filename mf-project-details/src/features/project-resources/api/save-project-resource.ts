/** POST project-resources: adds (id null) or edits a resource. */
import { apiPost, eventBus, type SaveProjectResourceRequest, type SaveProjectResourceResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { projectResourcesKey } from './get-project-resources';

export function saveProjectResource(request: SaveProjectResourceRequest): Promise<SaveProjectResourceResponse> {
  return apiPost<SaveProjectResourceResponse>('project-resources', request);
}

export function useSaveProjectResource() {
  return useApiMutation(saveProjectResource, {
    invalidates: (_, request) => [projectResourcesKey(request.project_id)],
    emit: (_, request) => eventBus.emit('project-changed', { projectId: request.project_id, part: 'resources' }),
  });
}

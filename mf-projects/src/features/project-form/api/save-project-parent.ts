/** POST project-parents: links a project under its parent. */
import { apiPost, eventBus, type SetProjectParentRequest, type SetProjectParentResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { projectsKey } from '../../projects/api/get-projects';
import { projectKey } from './get-project';
import { projectParentsKey } from './get-project-parents';

export function saveProjectParent(request: SetProjectParentRequest): Promise<SetProjectParentResponse> {
  return apiPost<SetProjectParentResponse>('project-parents', request);
}

/** Links; the projects list, the project and every project's parent candidates reload; other areas hear "project-saved". */
export function useSaveProjectParent() {
  return useApiMutation(saveProjectParent, {
    invalidates: (_, request) => [projectsKey(), projectKey(request.project_id), projectParentsKey()],
    emit: (_, request) => eventBus.emit('project-saved', { projectId: request.project_id }),
  });
}

/** DELETE project-resources/{id}. */
import { apiDelete, eventBus, type ProjectResource } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { projectResourcesKey } from './get-project-resources';

export function deleteProjectResource(id: number): Promise<{ message: string }> {
  return apiDelete<{ message: string }>(`project-resources/${id}`);
}

type ResourceRef = Pick<ProjectResource, 'id' | 'project_id'>;

/** Takes the resource: its project's list reloads. */
export function useDeleteProjectResource() {
  return useApiMutation((resource: ResourceRef) => deleteProjectResource(resource.id), {
    invalidates: (_, resource) => [projectResourcesKey(resource.project_id)],
    emit: (_, resource) => eventBus.emit('project-changed', { projectId: resource.project_id, part: 'resources' }),
  });
}

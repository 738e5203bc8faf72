/** POST save-project[/{id}] (multipart): creates a project, or saves the one with that id. */
import { apiPost, type SaveProjectFields, type SaveProjectResponse } from '@portal/shared';

export function saveProject(fields: SaveProjectFields, id?: number): Promise<SaveProjectResponse> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value);
  }
  return apiPost<SaveProjectResponse>(id ? `save-project/${id}` : 'save-project', body);
}

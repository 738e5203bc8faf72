/**
 * POST save-project[/{id}] (multipart): creates a project, or saves the one with that id.
 * useSaveProject also records the save as an activity event and refreshes what shows projects.
 */
import { apiPost, eventBus, reportApiError, type SaveProjectFields, type SaveProjectResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { homeFeedKey } from '../../dashboard/api/get-home-feed';
import { homeKey } from '../../dashboard/api/get-home';
import { projectsStatsKey } from '../../dashboard/api/get-projects-stats';
import { jobNumbersKey } from '../../projects/api/get-job-numbers';
import { projectsKey } from '../../projects/api/get-projects';
import { projectKey } from './get-project';
import { postAction } from './post-action';

export function saveProject(fields: SaveProjectFields, id?: number): Promise<SaveProjectResponse> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value);
  }
  return apiPost<SaveProjectResponse>(id ? `save-project/${id}` : 'save-project', body);
}

async function saveAndRecord(fields: SaveProjectFields, id?: number): Promise<SaveProjectResponse> {
  const saved = await saveProject(fields, id);
  const action = { action_type_id: 2, entity: 'projects', entity_id: saved.data.id, targeted_user_id: Number(fields.owner_id) } as const;
  // The project is saved; only its activity entry is missing, so the save still succeeds.
  await postAction(action).catch(reportApiError);
  return saved;
}

/** Saves and records; this area's lists, stats, home cards and changes reload; other areas hear "project-saved". */
export function useSaveProject() {
  return useApiMutation(saveAndRecord, {
    invalidates: (saved) => [projectsKey(), projectKey(saved.data.id), jobNumbersKey(), projectsStatsKey(), homeKey(), homeFeedKey()],
    emit: (saved) => eventBus.emit('project-saved', { projectId: saved.data.id }),
  });
}

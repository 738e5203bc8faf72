/** POST project-parents: links a project under its parent. */
import { apiPost, type SetProjectParentRequest, type SetProjectParentResponse } from '@portal/shared';

export function saveProjectParent(request: SetProjectParentRequest): Promise<SetProjectParentResponse> {
  return apiPost<SetProjectParentResponse>('project-parents', request);
}

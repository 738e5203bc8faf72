/** POST actions: records an activity event (after a project save: type 2 on entity projects). */
import { apiPost, type PostActionRequest, type PostActionResponse } from '@portal/shared';

export function postAction(action: PostActionRequest): Promise<PostActionResponse> {
  return apiPost<PostActionResponse>('actions', action);
}

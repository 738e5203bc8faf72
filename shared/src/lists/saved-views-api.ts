/**
 * GET, POST and DELETE saved-views (issue 32): the user's named filters of one list. One file
 * for the three calls because the views menu is their only user; a save or delete reloads that
 * list's views.
 */
import useSWR from 'swr';
import {
  apiDelete,
  apiGet,
  apiPost,
  callKey,
  type SavedView,
  type SavedViewInput,
  type SavedViewSaved,
  type SavedViewsResponse,
} from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';

export const savedViewsKey = callKey<[list: string]>('saved-views');

export function useSavedViews(list: string, enabled: boolean) {
  return useSWR(enabled ? savedViewsKey(list) : null, () => apiGet<SavedViewsResponse>('saved-views', { list }));
}

async function saveView(input: SavedViewInput): Promise<SavedViewSaved> {
  return apiPost<SavedViewSaved>('saved-views', input);
}

async function deleteView(view: Pick<SavedView, 'id' | 'list'>): Promise<{ message: string }> {
  return apiDelete<{ message: string }>(`saved-views/${view.id}`);
}

export function useSaveView() {
  return useApiMutation(saveView, { invalidates: (_answer, input) => [savedViewsKey(input.list)] });
}

export function useDeleteView() {
  return useApiMutation(deleteView, { invalidates: (_answer, view) => [savedViewsKey(view.list)] });
}

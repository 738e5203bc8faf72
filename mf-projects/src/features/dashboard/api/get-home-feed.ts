/** GET home-feed: the newest recorded changes of the projects the user sees, with what changed. */
import useSWR from 'swr';
import { apiGet, callKey, type HomeFeedResponse } from '@portal/shared';

export const homeFeedKey = callKey('home-feed');

export function getHomeFeed(): Promise<HomeFeedResponse> {
  return apiGet<HomeFeedResponse>('home-feed');
}

/** Only for users who see projects: the API answers 403 to the others. */
export function useHomeFeed() {
  return useSWR(homeFeedKey(), getHomeFeed);
}

/** GET home: the cards of the signed-in user's role (a card the role does not get is null). */
import useSWR from 'swr';
import { apiGet, callKey, type HomeResponse } from '@portal/shared';

export const homeKey = callKey('home');

export function getHome(): Promise<HomeResponse> {
  return apiGet<HomeResponse>('home');
}

export function useHome() {
  return useSWR(homeKey(), getHome);
}

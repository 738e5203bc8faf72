/**
 * For a region's Try again after it threw: the answer it threw on is still in SWR's cache, and
 * rendering the region afresh from it would throw again. Forgetting every cached answer makes
 * the calls on screen load again at once, and the region's own calls when it renders afresh.
 */
import { useSWRConfig } from 'swr';

export function useForgetAnswers(): () => void {
  const { mutate } = useSWRConfig();
  // Without new data the cache is emptied at once (before the region renders again).
  return () => void mutate(() => true, undefined);
}

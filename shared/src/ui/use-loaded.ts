/**
 * Code loaded when first rendered, without Suspense. React holds back a part that suspended until
 * 300 ms after the last loading fallback appeared (so that parts arriving together show
 * together); at start-up the signed-in frame, the area's route and the page arrive in turn, and
 * each waited out that pause with nothing to do (some 250 ms before the page's calls started).
 * Here the stand-in is plain state, so what arrives renders at once; what has loaded already
 * (preloaded, or shown before) renders in the same pass, without a stand-in.
 */
import { startTransition, useEffect, useState } from 'react';

export type LoadedOptions<T> = {
  /** What has loaded, read from the caller's own record of it; undefined while it has not. */
  loaded: T | undefined;
  /** Loads it and records it where `loaded` is read from. */
  load: () => Promise<unknown>;
  /** Names what is loaded: a new key is a new load. */
  key: string;
  /** A higher attempt loads again what failed (an error boundary's Try again). */
  attempt?: number;
};

/** @returns `loaded` once it is there; a failed load is thrown, for the nearest error boundary */
export function useLoaded<T>({ loaded, load, key, attempt = 0 }: LoadedOptions<T>): T | undefined {
  const [failure, setFailure] = useState<{ key: string; attempt: number; error: unknown }>();
  const [, setArrivals] = useState(0);
  const missing = loaded === undefined;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    load().then(
      // A transition renders in slices that yield to the browser, as a Suspense retry would.
      () => current && startTransition(() => setArrivals((count) => count + 1)),
      (error: unknown) => current && setFailure({ key, attempt, error }),
    );
    return () => {
      current = false;
    };
    // `load` is the same call for the same key and attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, missing]);
  if (failure?.key === key && failure.attempt === attempt) throw failure.error;
  return loaded;
}

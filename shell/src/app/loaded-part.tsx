/**
 * A part of the portal in a chunk of its own (a page, the signed-in frame): drawn once its code is
 * here (useLoaded: no Suspense pause), a spinner until then, and at once when it was preloaded.
 */
import type { ComponentType } from 'react';
import { LoadingState, useLoaded } from '@portal/shared';

export type LoadedPart<Props extends object> = ComponentType<Props> & {
  /** Starts the download ahead of the first render (preload.ts); a failed one is tried again when asked again. */
  preload: () => Promise<unknown>;
};

export function loadedPart<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>): LoadedPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function LoadedPart(props: Props) {
    const Part = useLoaded({ loaded, load: preload, key: name });
    return Part ? <Part {...props} /> : <LoadingState />;
  }
  return Object.assign(LoadedPart, { preload });
}

/**
 * A part in a chunk of its own (a page, the signed-in frame): drawn once its code is here
 * (useLoaded: without React's Suspense pause), a loading state until then, and at once when it
 * was preloaded.
 *
 *   const OvertimeReportPage = loadedPart(() => import('./overtime-report-page').then((module) => module.OvertimeReportPage));
 */
import type { ComponentType } from 'react';
import { LoadingState } from './query-states';
import { useLoaded } from './use-loaded';

export type LoadedPart<Props extends object> = ComponentType<Props> & {
  /** Starts the download ahead of the first render; a failed one is tried again when asked again. */
  preload: () => Promise<unknown>;
};

/** @param loadingLabel what the loading state says ("Loading the report…") */
export function loadedPart<Props extends object>(load: () => Promise<ComponentType<Props>>, loadingLabel?: string): LoadedPart<Props> {
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
    const Part = useLoaded({ loaded, load: preload, key: 'part' });
    return Part ? <Part {...props} /> : <LoadingState label={loadingLabel} />;
  }
  return Object.assign(LoadedPart, { preload });
}

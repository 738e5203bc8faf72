/**
 * A part in a chunk of its own (a page, the signed-in frame): drawn once its code is here
 * (useLoaded: without React's Suspense pause), `loading` until then, and at once when it was
 * preloaded.
 *
 *   const OvertimeReportPage = loadedPart(() => import('./overtime-report-page').then((module) => module.OvertimeReportPage));
 */
import type { ComponentType, ReactNode } from 'react';
import { LoadingState } from './query-states';
import { useLoaded } from './use-loaded';

export type LoadedPart<Props extends object> = ComponentType<Props> & {
  /** Starts the download ahead of the first render; a failed one is tried again when asked again. */
  preload: () => Promise<unknown>;
};

/** @param loading what is drawn while the code loads (a report's title above "Loading the report…") */
export function loadedPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  loading: ReactNode = <LoadingState />,
): LoadedPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loadingPart: Promise<unknown> | undefined;
  const preload = () =>
    (loadingPart ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loadingPart = undefined;
        throw error;
      },
    ));
  function LoadedPart(props: Props) {
    const Part = useLoaded({ loaded, load: preload, key: 'part' });
    return Part ? <Part {...props} /> : loading;
  }
  return Object.assign(LoadedPart, { preload });
}

/**
 * What an open dialog or popover shows, loaded when it is first opened, with `fallback` (a
 * loading state, or nothing) until it arrives. React.lazy keeps a failed download for good (the
 * area's server gone since the page loaded); this one says so in a toast, tells the page through
 * `onFailure` (which closes what was opened), and downloads again the next time it is asked for.
 */
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { notifyError } from '../toast/toaster';
import { ErrorBoundary } from './error-boundary';

export type OnDemandSlot = {
  /** Shown while the code downloads, and with the failure. */
  fallback: ReactNode;
  /** The download failed and was said: close what asked for it. */
  onFailure: () => void;
};

/**
 * @param what what the user would miss, for the toast ("The notifications", "This form")
 * @returns OnDemand, the component once loaded, and preload, for the pointer or focus that
 *   announces a use
 */
export function codeOnDemand<Props extends object>(what: string, load: () => Promise<ComponentType<Props>>) {
  const download = () => lazy(() => load().then((component) => ({ default: component })));
  let Loaded = download();

  function OnDemand({ fallback, onFailure, ...props }: Props & OnDemandSlot) {
    return (
      <ErrorBoundary
        label={what}
        renderFailure={() => (
          <>
            {fallback}
            <SayFailed
              what={what}
              onSaid={() => {
                Loaded = download();
                onFailure();
              }}
            />
          </>
        )}
      >
        <Suspense fallback={fallback}>
          <Loaded {...(props as Props)} />
        </Suspense>
      </ErrorBoundary>
    );
  }

  return { OnDemand, preload: () => void load().catch(() => undefined) };
}

function SayFailed({ what, onSaid }: { what: string; onSaid: () => void }) {
  useEffect(() => {
    notifyError(`${what} could not be loaded. Check your connection and try again.`);
    onSaid();
    // Once per failure: onSaid takes this off the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

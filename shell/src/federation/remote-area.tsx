/** Renders one exposed page of a remote inside the layout, with its loading state and fallback. */
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { LoadingState } from '@portal/shared';
import { AreaErrorBoundary } from './area-error-boundary';
import { loadRemoteModule } from './remote-registry';

export type RemotePage = {
  /** Federation name of the remote, as in /remotes.json. */
  remote: string;
  /** The exposed module, e.g. "./dashboard-page"; it default-exports the page component. */
  module: string;
  /** The area's name in the fallback ("Dashboard is unavailable"). */
  area: string;
};

export function RemoteArea({ remote, module, area }: RemotePage) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(() => loadRemoteModule<{ default: ComponentType }>(remote, module, { fresh: attempt > 0 })),
    [remote, module, attempt],
  );
  return (
    <AreaErrorBoundary key={attempt} area={area} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<LoadingState label={`Loading ${area}…`} />}>
        <Page />
      </Suspense>
    </AreaErrorBoundary>
  );
}

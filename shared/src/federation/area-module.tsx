/**
 * Renders a component another area exposes (its module's default export) with the loading
 * state while it arrives and, when that area is down or throws, a small failure notice with
 * "Try again" in its place: the page around it keeps working.
 */
import { type ReactNode, useState } from 'react';
import { ErrorBoundary } from '../ui/error-boundary';
import { ErrorState, LoadingState } from '../ui/query-states';
import { useLoaded } from '../ui/use-loaded';
import type { ModuleName, ModuleProps, RemoteName } from './area-contract';
import { forgetAreaModule, loadAreaModule, loadedAreaModule } from './area-modules';

/** Typed by the federation contract: `props` are what `module` of `remote` takes. */
export type AreaModuleProps<R extends RemoteName, M extends ModuleName<R>> = {
  remote: R;
  module: M;
  /** What the part is called in its loading and failure states ("The projects filters"). */
  label: string;
  props: ModuleProps<R, M>;
  /** What shows in its place when it cannot be loaded or throws; a small notice by default. */
  renderFailure?: (retry: () => void) => ReactNode;
};

export function AreaModule<R extends RemoteName, M extends ModuleName<R>>({
  remote,
  module,
  label,
  props,
  renderFailure,
}: AreaModuleProps<R, M>) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      key={attempt}
      label={label}
      renderFailure={() => {
        const retry = () => {
          forgetAreaModule(remote, module);
          setAttempt((count) => count + 1);
        };
        return renderFailure ? renderFailure(retry) : <ErrorState message={`${label} could not be loaded.`} onRetry={retry} />;
      }}
    >
      <LoadedAreaModule remote={remote} module={module} label={label} props={props} attempt={attempt} />
    </ErrorBoundary>
  );
}

/** The exposed component, loaded when first rendered (at once when it is here); a retry (attempt > 0) loads it afresh. */
function LoadedAreaModule<R extends RemoteName, M extends ModuleName<R>>({
  remote,
  module,
  label,
  props,
  attempt,
}: Omit<AreaModuleProps<R, M>, 'renderFailure'> & { attempt: number }) {
  const loaded = useLoaded({
    loaded: loadedAreaModule(remote, module),
    load: () => loadAreaModule(remote, module, { fresh: attempt > 0 }),
    key: `${remote}/${module}`,
    attempt,
  });
  if (!loaded) return <LoadingState label={`Loading ${label.toLowerCase()}…`} />;
  const Module = loaded.default;
  return <Module {...props} />;
}

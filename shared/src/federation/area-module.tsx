/**
 * Renders a component another area exposes (its module's default export) with the loading
 * state while it arrives and, when that area is down or throws, a small failure notice with
 * "Try again" in its place: the page around it keeps working.
 */
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ErrorBoundary } from '../ui/error-boundary';
import { ErrorState, LoadingState } from '../ui/query-states';
import type { ModuleName, ModuleProps, RemoteName } from './area-contract';
import { loadAreaModule } from './area-modules';

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
  // One lazy component per remote, module and attempt, kept in state (not created while rendering):
  // a new one only when a fresh load is wanted.
  const key = `${remote}:${module}:${attempt}`;
  const [loaded, setLoaded] = useState(() => ({ key, Module: lazyAreaModule(remote, module, attempt) }));
  if (loaded.key !== key) setLoaded({ key, Module: lazyAreaModule(remote, module, attempt) });
  const Loaded = loaded.Module;
  return (
    <ErrorBoundary
      key={attempt}
      label={label}
      renderFailure={() => {
        const retry = () => setAttempt((count) => count + 1);
        return renderFailure ? renderFailure(retry) : <ErrorState message={`${label} could not be loaded.`} onRetry={retry} />;
      }}
    >
      <Suspense fallback={<LoadingState label={`Loading ${label.toLowerCase()}…`} />}>
        <Loaded {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The exposed component, loaded when first rendered. */
function lazyAreaModule<R extends RemoteName, M extends ModuleName<R>>(remote: R, module: M, attempt: number) {
  return lazy(() => loadAreaModule(remote, module, { fresh: attempt > 0 }));
}

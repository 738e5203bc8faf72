/**
 * Renders one exposed page of a remote inside the layout: the shared AreaModule (loading,
 * retry with a fresh load), with the area's own "… is unavailable" card when it fails.
 */
import { AreaModule } from '@portal/shared';
import { AreaUnavailable } from './area-unavailable';

export type RemotePage = {
  /** Federation name of the remote, as in /remotes.json. */
  remote: string;
  /** The exposed module, e.g. "./dashboard-page"; it default-exports the page component. */
  module: string;
  /** The area's name in the fallback ("Dashboard is unavailable"). */
  area: string;
};

export function RemoteArea({ remote, module, area }: RemotePage) {
  return (
    <AreaModule
      remote={remote}
      module={module}
      label={area}
      props={{}}
      renderFailure={(retry) => <AreaUnavailable area={area} onRetry={retry} />}
    />
  );
}

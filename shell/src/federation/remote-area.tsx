/**
 * Renders one exposed page of a remote inside the layout: the shared AreaModule (loading,
 * retry with a fresh load), with the area's own "… is unavailable" card when it fails. Retry
 * also loads the page's answers again, in case the page threw on one of them.
 */
import { AreaModule, type PageModule } from '@portal/shared';
import { useForgetAnswers } from '@portal/shared/data';
import { AreaUnavailable } from './area-unavailable';
import { refusedContract } from './contract-check';

/** A page the federation contract lists (e.g. mf_projects' "./dashboard-page"), and its area's name. */
export type RemotePage = PageModule & {
  /** The area's name in the fallback ("Dashboard is unavailable"). */
  area: string;
};

export function RemoteArea({ remote, module, area }: RemotePage) {
  const forgetAnswers = useForgetAnswers();
  return (
    <AreaModule
      remote={remote}
      module={module}
      label={area}
      props={{}}
      renderFailure={(retry) => (
        <AreaUnavailable
          area={area}
          onRetry={() => {
            forgetAnswers();
            retry();
          }}
          refusedContract={refusedContract(remote)}
        />
      )}
    />
  );
}

/**
 * One area's route: the shared route rules, then the area's page. app.tsx loads it lazily, so
 * the access rules and the remote loading code reach the browser with the first signed-in page.
 */
import { useEffect } from 'react';
import { RouteGuard } from '../features/session/components/route-guard';
import { NewVersionNotice } from './new-version-notice';
import { rememberOpenedArea } from './opened-areas';
import { RemoteArea, type RemotePage } from './remote-area';

export function AreaRoute(page: RemotePage) {
  return (
    <RouteGuard>
      <OpenedArea {...page} />
    </RouteGuard>
  );
}

/**
 * An area the rules let this user open: remembered, so its code loads early at the next
 * start-up, and compared with /remotes.json as the user navigates in it (NewVersionNotice).
 */
function OpenedArea(page: RemotePage) {
  useEffect(() => rememberOpenedArea(page.remote), [page.remote]);
  return (
    <>
      <NewVersionNotice remote={page.remote} />
      <RemoteArea {...page} />
    </>
  );
}

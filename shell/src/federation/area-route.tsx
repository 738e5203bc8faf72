/**
 * One area's route: the shared route rules, then the area's page. app.tsx loads it lazily, so
 * the access rules and the remote loading code reach the browser with the first signed-in page.
 */
import { RouteGuard } from '../features/session/components/route-guard';
import { RemoteArea, type RemotePage } from './remote-area';

export function AreaRoute(page: RemotePage) {
  return (
    <RouteGuard>
      <RemoteArea {...page} />
    </RouteGuard>
  );
}

/** The toast outlet, rendered once by the shell; its code loads with the first toast (toaster.ts). */
import { lazy, Suspense } from 'react';
import { useToastOutletNeeded } from '../toast/toaster';

const ToastOutlet = lazy(() => import('./toast-outlet').then((module) => ({ default: module.ToastOutlet })));

export function PortalToaster() {
  const needed = useToastOutletNeeded();
  return needed ? (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  ) : null;
}

/** The toast outlet, rendered once by the shell; its code loads with the first toast (toaster.ts). */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToFirstToast, toastOutletNeeded } from '../toast/toaster';
import { loadAllRecipes } from './system';

const ToastOutlet = lazy(() =>
  Promise.all([import('./toast-outlet'), loadAllRecipes()]).then(([{ ToastOutlet: outlet }]) => ({ default: outlet })),
);

export function PortalToaster() {
  const needed = useSyncExternalStore(subscribeToFirstToast, toastOutletNeeded, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  ) : null;
}

/**
 * The portal's one toaster. Every area raises toasts through these helpers, so placement and
 * the 3000 ms lifetime (document 1, section 8) are the same everywhere.
 *
 * The store and its outlet (PortalToaster) load with the first toast: on a first visit they
 * were the sign-in page's costliest start-up work (Zag's toast group watches the document).
 * A toast raised before the outlet mounts is not lost: the outlet reads the store's toasts when
 * it starts.
 */
import { create } from 'zustand';

export const TOAST_DURATION_MS = 3000;
/**
 * A toast that offers a link stays longer: three seconds are too short to read it and reach
 * the link (WCAG 2.2.1; issue 32, docs/spec-deviations.md). Hovering or focusing it holds it too.
 */
export const TOAST_WITH_LINK_DURATION_MS = 10_000;
export const GENERIC_ERROR = 'An error occurred, please try again later.';

type ToastType = 'success' | 'error';

/**
 * A link a toast offers to what the action made ("View" on a new project). `navigate` is the
 * router's, from the caller: the outlet sits outside the router. The link keeps its address, so
 * a middle click or Ctrl-click still opens it in a new tab.
 */
export type ToastLink = { label: string; href: string; navigate: (href: string) => void };

const loadToastStore = () => import('./toast-store').then(({ toastStore }) => toastStore);

/** Whether any toast was raised yet: PortalToaster mounts the outlet from then on. */
export const useToastOutletNeeded = create<boolean>()(() => false);

function raise(type: ToastType, title: string, link?: ToastLink): void {
  useToastOutletNeeded.setState(true, true);
  // A chunk that cannot load cannot show its toast either; the page itself stays usable.
  loadToastStore()
    .then((store) => store.create({ type, title, ...(link && { meta: { link }, duration: TOAST_WITH_LINK_DURATION_MS }) }))
    .catch(() => undefined);
}

export function notifySuccess(title: string, link?: ToastLink): void {
  raise('success', title, link);
}

export function notifyError(title: string): void {
  raise('error', title);
}

/** Closes every toast on screen (tests start from an empty outlet with it). */
export async function dismissAllToasts(): Promise<void> {
  (await loadToastStore()).remove();
}
